import type { Claims } from '../shared/website-claims';
import {
  partnerInstitutions,
  popularContent,
  socialChannels,
  testimonials,
  trustBadges,
  trustClaims,
} from './home';
import { servicePages } from './service-pages';

/**
 * The spec's example claims (issue 58, D34): invented figures, badges, testimonials, partners and
 * counts. Never a fresh install's: `npm run demo` publishes them, each marked as an example on the
 * site and noted as such for the team, to show what the home page can say.
 */

const source = 'The spec’s example, not the practice’s: replace it with your own or hide it.';
const example = { hidden: false, source, example: true } as const;

export const exampleClaims: Claims = {
  figures: trustClaims.map((claim) => ({ ...example, value: claim.value, label: claim.label })),
  badges: trustBadges.map((text) => ({ ...example, text })),
  testimonials: [
    ...testimonials.map((testimonial) => ({
      ...example,
      ...testimonial,
      consent: 'None: an invented example.',
      page: '',
    })),
    ...Object.entries(servicePages).flatMap(([slug, page]) =>
      page.testimonial
        ? [
            {
              ...example,
              name: page.testimonial.name,
              location: page.testimonial.location,
              title: '',
              rating: 5,
              text: page.testimonial.text,
              result: '',
              consent: 'None: an invented example.',
              page: slug,
            },
          ]
        : [],
    ),
  ],
  partners: partnerInstitutions.map((partner) => ({ ...example, ...partner })),
  socialCounts: socialChannels.map((channel) => ({
    ...example,
    slot: channel.key,
    handle: channel.handle,
    followers: channel.followers,
    about: channel.about,
  })),
  popularPosts: popularContent.map((post) => ({ ...example, ...post })),
  checklistDownloads: { ...example, text: '2,500+ Downloads' },
};
