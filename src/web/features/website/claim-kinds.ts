import { services } from '../../../content/services';
import { socialSlotNames, socialSlots } from '../../../shared/website';
import type { ClaimKind, Claims } from '../../../shared/website-claims';

/**
 * The kinds of claim the Website area edits (issue 58, D34), each as a list of items with its
 * fields: what the editor shows for each, and a blank item to add.
 */

export interface ClaimField {
  key: string;
  label: string;
  hint?: string;
  optional?: boolean;
  control?: 'text' | 'textarea' | 'rating' | 'select';
  options?: readonly { value: string; label: string }[];
}

export interface ClaimKindSpec {
  kind: ClaimKind;
  title: string;
  /** The name of one item, numbered in its legend ("Figure 2"). */
  item: string;
  intro: string;
  fields: readonly ClaimField[];
  blank: () => Claims[ClaimKind][number];
}

const hidden = false;
const example = false;

export const claimKinds: readonly ClaimKindSpec[] = [
  {
    kind: 'figures',
    title: 'Figures',
    item: 'Figure',
    intro: 'Numbers under the top of the home page, such as years in practice. Only what you can show.',
    fields: [
      { key: 'value', label: 'Figure', hint: 'Such as 12 or 300+' },
      { key: 'label', label: 'What it counts', hint: 'Such as Years in practice' },
    ],
    blank: () => ({ hidden, example, source: '', value: '', label: '' }),
  },
  {
    kind: 'badges',
    title: 'Badges',
    item: 'Badge',
    intro: 'Short lines such as a qualification you hold. Your registration line is shown already.',
    fields: [{ key: 'text', label: 'Badge' }],
    blank: () => ({ hidden, example, source: '', text: '' }),
  },
  {
    kind: 'testimonials',
    title: 'Testimonials',
    item: 'Testimonial',
    intro: 'A client’s own words, with their consent. Shown on the home page or on one service page.',
    fields: [
      { key: 'name', label: 'Name as shown', hint: 'As the client agreed, such as Maria N.' },
      { key: 'location', label: 'Town', optional: true },
      { key: 'title', label: 'Who they are', optional: true, hint: 'Such as Teacher and mother of three' },
      { key: 'rating', label: 'Stars', control: 'rating' },
      { key: 'text', label: 'What they said', control: 'textarea' },
      { key: 'result', label: 'What changed for them', optional: true },
      {
        key: 'consent',
        label: 'Their consent (only your team sees it)',
        hint: 'When and how they agreed to be quoted, such as Signed form, 3 May 2026',
      },
      {
        key: 'page',
        label: 'Shown on',
        control: 'select',
        options: [
          { value: '', label: 'The home page' },
          ...services.map((service) => ({ value: service.slug, label: `Service page: ${service.title}` })),
        ],
      },
    ],
    blank: () => ({
      hidden,
      example,
      source: '',
      name: '',
      location: '',
      title: '',
      rating: 5,
      text: '',
      result: '',
      consent: '',
      page: '',
    }),
  },
  {
    kind: 'partners',
    title: 'Institutions you compare',
    item: 'Institution',
    intro: 'Only institutions you hold a contract with.',
    fields: [
      { key: 'name', label: 'Institution' },
      { key: 'specialty', label: 'What you place with them', optional: true },
    ],
    blank: () => ({ hidden, example, source: '', name: '', specialty: '' }),
  },
  {
    kind: 'socialCounts',
    title: 'Follower counts',
    item: 'Follower count',
    intro: 'Shown with the social profile it belongs to. Keep them current.',
    fields: [
      {
        key: 'slot',
        label: 'Profile',
        control: 'select',
        options: socialSlots.map((slot) => ({ value: slot, label: socialSlotNames[slot] })),
      },
      { key: 'handle', label: 'Profile name', hint: 'Such as @yourname' },
      { key: 'followers', label: 'Followers', hint: 'Such as 1.2K' },
      { key: 'about', label: 'What you post', optional: true },
    ],
    blank: () => ({
      hidden,
      example,
      source: '',
      slot: 'shortVideo',
      handle: '',
      followers: '',
      about: '',
    }),
  },
  {
    kind: 'popularPosts',
    title: 'Popular posts',
    item: 'Post',
    intro: 'Posts shown under the social profiles, with their real figures.',
    fields: [
      { key: 'platform', label: 'Where', hint: 'Such as TikTok' },
      { key: 'title', label: 'Title' },
      { key: 'views', label: 'Views', optional: true, hint: 'Such as 48K views' },
      { key: 'engagement', label: 'Reactions', optional: true, hint: 'Such as 2.1K likes' },
    ],
    blank: () => ({ hidden, example, source: '', platform: '', title: '', views: '', engagement: '' }),
  },
];
