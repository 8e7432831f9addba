import { type LegalPath, legalSections, legalUpdatedOn } from '../../../content/legal';
import type { PageMeta } from '../../../content/pages';
import { useDocumentMeta } from '../../layout/Seo';
import { siteConfig } from '../../lib/site-config';
import { Prose } from '../../ui/Prose';

/** /privacy, /terms and /compliance (DECISIONS D8): readable pages built from the site configuration. */
export default function LegalPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const sections = legalSections(siteConfig)[page.path as LegalPath] ?? [];
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.heading}</h1>
          <p className="mt-3 text-brand-100">
            {siteConfig.businessName} · Last updated {legalUpdatedOn(siteConfig)}
          </p>
        </div>
      </section>
      <article className="mx-auto max-w-3xl px-4 py-10">
        {sections.map((section) => (
          <section key={section.heading} className="mt-8 first:mt-0">
            <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
            {section.html ? (
              <Prose html={section.html} className="mt-3 leading-relaxed text-slate-800" />
            ) : null}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
