import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import { articleDate, shownArticles } from '../../../content/resources';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { siteConfig } from '../../lib/site-config';
import { ExternalButtonLink } from '../../ui/Button';
import { NewsletterBox } from './NewsletterBox';
import { ResourceBooks } from './ResourceBooks';

/** /resources: books, the free checklist, the newsletter and the articles (spec doc 1; DECISIONS D8). */
export default function ResourcesPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const articlesId = useId();
  // The adviser's articles once published (issue 58); none: the section is left out.
  const articles = shownArticles(siteConfig);

  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        {page.description}
      </PageHero>

      <Island name="resource-books" component={ResourceBooks} props={{}} />

      <div className="mx-auto max-w-6xl px-4">
        <Island name="newsletter-box" component={NewsletterBox} props={{}} />
      </div>

      {articles.length > 0 ? (
        <section aria-labelledby={articlesId} className="mx-auto max-w-6xl px-4 py-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id={articlesId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Latest Insights & Articles
            </h2>
            <ExternalButtonLink href={siteConfig.social.professionalNetwork.url} variant="secondary" newTab>
              View All Articles
            </ExternalButtonLink>
          </div>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {articles.map((article) => (
              <li
                key={article.key}
                className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              >
                {article.image ? (
                  <img
                    src={article.image.url}
                    alt={article.image.alt}
                    width={320}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm text-slate-600">
                    <time dateTime={article.publishedDate}>{articleDate(article.publishedDate)}</time>
                    {article.readTime ? ` · ${article.readTime}` : null}
                  </p>
                  <h3 className="mt-2 line-clamp-2 text-lg font-bold text-slate-900">{article.title}</h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{article.excerpt}</p>
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
                    {article.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <ExternalButtonLink
                    href={article.url}
                    variant="ghost"
                    size="sm"
                    className="mt-4 self-start"
                    newTab
                    aria-label={`Read Full Article: ${article.title} (opens in a new tab)`}
                  >
                    Read Full Article
                  </ExternalButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
