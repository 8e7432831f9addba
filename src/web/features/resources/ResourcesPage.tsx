import type { PageMeta } from '../../../content/pages';
import ComingSoon from '../placeholder/ComingSoon';
import { NewsletterBox } from './NewsletterBox';

/**
 * /resources. The newsletter box works now; the books, the free checklist and the articles come
 * with the public-pages issue, and until then the page says so and offers the ways to get help.
 */
export default function ResourcesPage({ page }: { page: PageMeta }) {
  return (
    <>
      <ComingSoon page={page} />
      <div className="mx-auto max-w-6xl px-4 pb-14">
        <NewsletterBox />
      </div>
    </>
  );
}
