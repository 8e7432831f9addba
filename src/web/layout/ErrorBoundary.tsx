import { Component, type ErrorInfo, type ReactNode } from 'react';
import { telHref } from '../../content/site';
import { siteConfig } from '../lib/site-config';
import { Button } from '../ui/Button';

/**
 * Every route renders inside one of these (DECISIONS D17): a failure tells the visitor in plain
 * words, offers a retry and the phone number, and the rest of the site keeps working.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  private retry = () => {
    // A chunk that failed to download (a dropped connection, a new release) needs a fresh page load.
    if (
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
        this.state.error?.message ?? '',
      )
    ) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Sorry, this page could not be shown</h1>
        <p className="mt-4 text-slate-600">
          Something went wrong while loading it. This is usually a weak connection: please try again. If it
          keeps happening, call us on{' '}
          <a className="font-semibold text-brand-700 underline" href={telHref(siteConfig.phone)}>
            {siteConfig.phone}
          </a>{' '}
          and we will help you directly.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={this.retry}>Try again</Button>
          <a
            className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-800 hover:bg-brand-50"
            href={telHref(siteConfig.phone)}
          >
            Call {siteConfig.phone}
          </a>
        </div>
      </section>
    );
  }
}
