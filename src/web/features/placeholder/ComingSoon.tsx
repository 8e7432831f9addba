import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import { telHref, whatsappHref } from '../../../content/site';
import { useDocumentMeta } from '../../layout/Seo';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink, ExternalButtonLink } from '../../ui/Button';
import { useConsultation } from '../consultation';

/**
 * Shown on a route whose page has not been built yet: the page's own heading and purpose, and the
 * ways a visitor can get the same help today, so no link on the site ends in a blank page.
 */
export default function ComingSoon({ page }: { page: PageMeta }) {
  const headingId = useId();
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{page.description}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby={headingId}>
        <div className="rounded-2xl border border-accent-300 bg-amber-50 p-6 sm:p-8">
          <p className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-900">
            Coming soon
          </p>
          <h2 id={headingId} className="mt-4 text-2xl font-bold text-slate-900">
            We are finishing this page
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">
            It will be ready shortly. You do not have to wait for it: {siteConfig.adviserName} can help you
            with this today, in person, by phone or on WhatsApp.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button variant="primary" onClick={openConsultation} aria-haspopup="dialog">
              Schedule Free Consultation
            </Button>
            <ExternalButtonLink href={telHref(siteConfig.phone)} variant="secondary">
              Call {siteConfig.phone}
            </ExternalButtonLink>
            <ExternalButtonLink href={whatsappHref(siteConfig.whatsappNumber)} variant="secondary" newTab>
              WhatsApp us
            </ExternalButtonLink>
          </div>
        </div>
        <nav aria-label="Other pages" className="mt-10">
          <h2 className="text-lg font-semibold text-slate-900">Meanwhile, you may find these useful</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {[
              { to: '/', label: 'Home' },
              { to: '/calculators', label: 'Financial calculators' },
              { to: '/budget', label: 'Budget planner' },
              { to: '/funeral-cover', label: 'Funeral cover quote' },
            ]
              .filter((link) => link.to !== page.path)
              .map((link) => (
                <li key={link.to}>
                  <ButtonLink to={link.to} variant="ghost" size="sm" className="border border-slate-200">
                    {link.label}
                  </ButtonLink>
                </li>
              ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
