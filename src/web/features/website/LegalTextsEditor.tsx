import { legalDefaults } from '../../../content/legal';
import type { WebsiteDetails } from '../../../shared/website';
import {
  type LegalBlock,
  legalBlocks,
  type WebsiteTexts,
  websiteTextsSchema,
} from '../../../shared/website-texts';
import { type BlockText, TextBlocksEditor } from './TextBlocksEditor';

/**
 * The practice's parts of the legal pages (issue 58): who they are, whether they are independent,
 * how they are paid and how a complaint is handled. The pages' "Last updated" becomes the day one
 * changes.
 */

const labels: Record<LegalBlock, BlockText> = {
  whoWeAre: {
    label: 'Who we are (Privacy policy)',
    hint: 'Who is responsible for the information people send: the business, the adviser, the licence.',
    rows: 3,
  },
  independence: {
    label: 'Independence (Compliance)',
    hint: 'Say so only if it is true: a tied agent or an insurer’s own adviser is not independent.',
    rows: 3,
  },
  pay: {
    label: 'How we are paid, and conflicts of interest (Compliance)',
    hint: 'Commission, fees, and how a conflict of interest is handled. A blank line starts a paragraph.',
    rows: 6,
  },
  complaints: {
    label: 'Complaints (Compliance)',
    hint: 'Who takes a complaint, how fast you answer, and where it can go next. A line starting "- " is a list item.',
    rows: 6,
  },
};

export function LegalTextsEditor({ texts, details }: { texts: WebsiteTexts; details: WebsiteDetails }) {
  return (
    <TextBlocksEditor
      part="legal"
      blocks={legalBlocks}
      labels={labels}
      defaults={legalDefaults(details)}
      written={texts.legal}
      schema={websiteTextsSchema.shape.legal}
      saved="The legal pages’ texts are in the draft."
      button="Save legal texts"
    />
  );
}
