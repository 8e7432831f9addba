import { notFoundPage } from '../../content/pages';
import { telHref } from '../../content/site';
import { siteConfig } from '../lib/site-config';
import { ButtonLink, ExternalButtonLink } from '../ui/Button';
import { useDocumentMeta } from './Seo';

/** DECISIONS D16: the title stays '404 Page Not Found'; the page offers the way home, the calculators and a call. */
export function NotFound() {
  useDocumentMeta(notFoundPage.title, notFoundPage.description);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFoundPage.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap [&>*]:whitespace-nowrap">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/calculators" variant="secondary">
          Try our free calculators
        </ButtonLink>
        <ExternalButtonLink href={telHref(siteConfig.phone)} variant="ghost">
          Call {siteConfig.phone}
        </ExternalButtonLink>
      </div>
    </section>
  );
}
