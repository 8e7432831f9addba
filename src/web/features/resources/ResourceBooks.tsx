import { lazy, Suspense, useId, useState } from 'react';
import {
  articleDate,
  builtInChecklistId,
  formatGuidePrice,
  type ShownGuide,
  shownGuides,
} from '../../../content/resources';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { ExampleMark } from '../../ui/ExampleMark';

const BookOrderDialog = lazy(() =>
  import('./ResourceDialogs').then((module) => ({ default: module.BookOrderDialog })),
);
const GuideDownloadDialog = lazy(() =>
  import('./ResourceDialogs').then((module) => ({ default: module.GuideDownloadDialog })),
);

/** A badge's colours: the spec's three, and the brand's for any other word the adviser writes. */
const badgeColours: Record<string, string> = {
  BESTSELLER: 'bg-accent-400 text-slate-900',
  NEW: 'bg-brand-700 text-white',
  FREE: 'bg-green-700 text-white',
};

/**
 * The books and downloads of /resources, each opening its dialog (an island, issue 45): the
 * adviser's guides as published (issue 58); none: the section is left out.
 */
export function ResourceBooks() {
  const booksId = useId();
  const [ordering, setOrdering] = useState<ShownGuide | null>(null);
  const [orderOpen, setOrderOpen] = useState(false);
  const [downloading, setDownloading] = useState<ShownGuide | null>(null);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const books = shownGuides(siteConfig);
  // The free checklist's download count, as the adviser published it (issue 58, D34).
  const downloads = siteConfig.claims.checklistDownloads;
  if (books.length === 0) return null;
  return (
    <>
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
              {book.badge ? (
                <span
                  className={`mb-4 self-start rounded-full px-3 py-1 text-xs font-bold tracking-wide ${badgeColours[book.badge] ?? 'bg-brand-50 text-brand-900'}`}
                >
                  {book.badge}
                </span>
              ) : null}
              <h3 className="text-xl font-bold text-slate-900">{book.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                Published <time dateTime={book.publishedDate}>{articleDate(book.publishedDate)}</time>
              </p>
              {book.rating ? (
                <p className="mt-1 text-accent-500" role="img" aria-label={`${book.rating} out of 5 stars`}>
                  {'★'.repeat(book.rating)}
                </p>
              ) : null}
              <p className="mt-2 flex-1 text-slate-700">{book.description}</p>
              <p className="mt-4 text-2xl font-extrabold text-slate-900">
                {book.priceCents === null ? (
                  'Free'
                ) : (
                  <>
                    {formatGuidePrice(book.priceCents)}
                    {book.wasPriceCents ? (
                      <s className="ml-2 text-base font-normal text-slate-600">
                        <span className="sr-only">was </span>
                        {formatGuidePrice(book.wasPriceCents)}
                      </s>
                    ) : null}
                  </>
                )}
              </p>
              {book.id === builtInChecklistId && book.priceCents === null && downloads ? (
                <p className="text-sm text-slate-600">
                  {downloads.text}
                  <ExampleMark example={downloads.example} />
                </p>
              ) : null}
              <Button
                className="mt-4"
                variant={book.action === 'Download' ? 'secondary' : 'primary'}
                aria-haspopup="dialog"
                aria-label={`${book.action}: ${book.title}`}
                onClick={() => {
                  setDialogsWanted(true);
                  if (book.action === 'Download') {
                    setDownloading(book);
                    setDownloadOpen(true);
                  } else {
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

      {dialogsWanted ? (
        <Suspense fallback={null}>
          {ordering ? <BookOrderDialog book={ordering} open={orderOpen} onOpenChange={setOrderOpen} /> : null}
          {downloading ? (
            <GuideDownloadDialog guide={downloading} open={downloadOpen} onOpenChange={setDownloadOpen} />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
