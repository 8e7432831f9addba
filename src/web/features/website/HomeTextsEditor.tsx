import { homeDefaults } from '../../../content/home';
import type { WebsiteDetails } from '../../../shared/website';
import {
  type HomeBlock,
  homeBlocks,
  type WebsiteTexts,
  websiteTextsSchema,
} from '../../../shared/website-texts';
import { type BlockText, TextBlocksEditor } from './TextBlocksEditor';

/** The home page's own words (issue 58): the line over the title, the hero's sentence, About. */

const markdown = 'Markdown: **bold**, *italic*, [a link](https://example.com).';

const labels: Record<HomeBlock, BlockText> = {
  tagline: {
    label: 'The line over the title',
    hint: 'What the practice is, in a few words. Say “independent” only if you are.',
    rows: 2,
  },
  heroIntro: {
    label: 'The sentence under the title',
    hint: `What you help people with. ${markdown}`,
    rows: 3,
  },
  about: {
    label: 'About (beside your photo)',
    hint: `Who you are and how you work. A blank line starts a paragraph. ${markdown}`,
    rows: 6,
  },
};

export function HomeTextsEditor({ texts, details }: { texts: WebsiteTexts; details: WebsiteDetails }) {
  return (
    <TextBlocksEditor
      part="home"
      blocks={homeBlocks}
      labels={labels}
      defaults={homeDefaults(details)}
      written={texts.home}
      schema={websiteTextsSchema.shape.home}
      saved="The home page’s words are in the draft."
      button="Save home page words"
    />
  );
}
