import { lazy, Suspense, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { articleDate, articles, type Book, books, formatBookPrice } from '../../../content/resources';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { siteConfig } from '../../lib/site-config';
import { Button, ExternalButtonLink } from '../../ui/Button';
import { NewsletterBox } from './NewsletterBox';

const BookOrderDialog = lazy(() =>
  import('./ResourceDialogs').then((module) => ({ default: module.BookOrderDialog })),
);
const ChecklistDialog = lazy(() =>
  import('./ResourceDialogs').then((module) => ({ default: module.ChecklistDialog })),
);

const badgeColours: Record<Book['badge'], string> = {
  BESTSELLER: 'bg-accent-400 text-slate-900',
  NEW: 'bg-brand-700 text-white',
  FREE: 'bg-green-700 text-white',
};

/** /resources: books, the free checklist, the newsletter and the articles (spec doc 1; DECISIONS D8). */
export default function ResourcesPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const booksId = useId();
  const articlesId = useId();
  const [ordering, setOrdering] = useState<Book | null>(null);
  const [orderOpen, setOrderOpen] = useState(false);
  const [checklistOpen, setChecklistOpen] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);

  return (
    <>
      <PageHero heading={page.heading} width="max-w-6xl">
        {page.description}
      </PageHero>

      <section aria-labelledby={booksId} className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={booksId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Books and downloads
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {books.map((book) => (
            <li
              key={book.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                className={`self-start rounded-full px-3 py-1 text-xs font-bold tracking-wide ${badgeColours[book.badge]}`}
              >
                {book.badge}
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{book.title}</h3>
              {book.rating ? (
                <p className="mt-1 text-accent-500" role="img" aria-label={`${book.rating} out of 5 stars`}>
                  {'★'.repeat(book.rating)}
                </p>
              ) : null}
              <p className="mt-2 flex-1 text-slate-700">{book.description}</p>
              <p className="mt-4 text-2xl font-extrabold text-slate-900">
                {book.price === null ? (
                  'Free'
                ) : (
                  <>
                    {formatBookPrice(book.price)}
                    {book.wasPrice ? (
                      <s className="ml-2 text-base font-normal text-slate-600">
                        <span className="sr-only">was </span>
                        {formatBookPrice(book.wasPrice)}
                      </s>
                    ) : null}
                  </>
                )}
              </p>
              {book.downloads ? <p className="text-sm text-slate-600">{book.downloads}</p> : null}
              <Button
                className="mt-4"
                variant={book.action === 'Download' ? 'secondary' : 'primary'}
                aria-haspopup="dialog"
                aria-label={`${book.action}: ${book.title}`}
                onClick={() => {
                  setDialogsWanted(true);
                  if (book.action === 'Download') setChecklistOpen(true);
                  else {
                    setOrdering(book);
                    setOrderOpen(true);
                  }
                }}
              >
                {book.action}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <NewsletterBox />
      </div>

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
              key={article.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <img
                src={article.imageUrl}
                alt={article.imageAlt}
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm text-slate-600">
                  <time dateTime={article.publishedDate}>{articleDate(article.publishedDate)}</time> ·{' '}
                  {article.readTime}
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

      {dialogsWanted ? (
        <Suspense fallback={null}>
          {ordering ? <BookOrderDialog book={ordering} open={orderOpen} onOpenChange={setOrderOpen} /> : null}
          <ChecklistDialog open={checklistOpen} onOpenChange={setChecklistOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
