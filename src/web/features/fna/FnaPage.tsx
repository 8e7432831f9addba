import type { PageMeta } from '../../../content/pages';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { draftStorageKey } from './draft';
import { Wizard } from './Wizard';

/** /fna: the Financial Needs Analysis in eight steps, ending in the PDF report (issue 8). */
export default function FnaPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-4xl">
        Eight steps to a complete picture of your finances. Your answers are kept in this browser until you
        submit; then you receive your report as a PDF and your adviser receives your analysis.
      </PageHero>
      <Island name="fna-wizard" component={Wizard} props={{}} storedAs={draftStorageKey} />
    </>
  );
}
