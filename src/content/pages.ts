import { services } from './services';

/**
 * Every route of the site with its title, description and main heading: the one list the router,
 * the prerenderer, the sitemap and the server's page table are built from.
 */

export type PageKind =
  /** Public, prerendered at build time, listed in the sitemap. */
  | 'public'
  /** Back office: served as the bare app shell, never prerendered, indexed or listed. */
  | 'admin';

export interface PageMeta {
  path: string;
  /** The document title before the business name suffix. */
  title: string;
  description: string;
  heading: string;
  kind: PageKind;
  /** A public page reached only by a personal link (a registrant's cancellation page): not indexed, not in the sitemap. */
  noindex?: boolean;
  /** Its main content is a form: no floating "Book Consultation" over its fields (issue 20). */
  formPage?: boolean;
}

const publicPages: PageMeta[] = [
  {
    path: '/',
    title: 'Independent Financial Adviser in Namibia',
    description:
      'Free financial calculators, a budget planner, funeral cover quotes and a free consultation with an independent financial adviser and insurance broker in Namibia.',
    heading: 'Financial advice for Namibian families and businesses',
    kind: 'public',
  },
  {
    path: '/calculators',
    title: 'Free Financial Calculators',
    description:
      'Retirement, mortgage, life cover, tax refund, vehicle finance, debt payoff and time value of money calculators in Namibian dollars.',
    heading: 'Financial Calculators',
    kind: 'public',
  },
  {
    path: '/resources',
    title: 'Educational Resources & Books',
    description:
      'Books, a free financial planning checklist, the newsletter and articles on money in Namibia.',
    heading: 'Educational Resources & Books',
    kind: 'public',
  },
  {
    path: '/workshops',
    title: 'Workshops & Training Sessions',
    description:
      'Live workshops on retirement, life insurance, estate planning and tax-advantaged investing.',
    heading: 'Workshops & Training Sessions',
    kind: 'public',
  },
  {
    path: '/workshops/cancel',
    title: 'Your Workshop Registration',
    description: 'See or cancel your workshop registration with the link from your confirmation e-mail.',
    heading: 'Your workshop registration',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/newsletter/confirm',
    title: 'Confirm Your Subscription',
    description: 'Confirm your newsletter subscription with the link from your e-mail.',
    heading: 'Your newsletter subscription',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/newsletter/unsubscribe',
    title: 'Unsubscribe',
    description: 'Stop receiving our newsletter with one click.',
    heading: 'Unsubscribe from our newsletter',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/documents',
    title: 'Your Documents',
    description:
      'Send the documents your adviser asked for, from your phone, with the link from your e-mail or WhatsApp.',
    heading: 'Your documents',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/my',
    title: 'Your Page',
    description: 'Your consultations, policies and documents, in one place.',
    heading: 'Your page',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/advice',
    title: 'Your Record of Advice',
    description: 'Read your record of advice, and confirm you received it.',
    heading: 'Your record of advice',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/booking/manage',
    title: 'Your Consultation',
    description: 'See, move or cancel your booked consultation with the link from your confirmation e-mail.',
    heading: 'Your consultation',
    formPage: true,
    kind: 'public',
    noindex: true,
  },
  {
    path: '/budget',
    title: 'Budget Planner',
    description:
      'Plan your monthly budget in N$ and see how your needs, wants and savings compare with the 50/30/20 rule.',
    heading: 'Budget Planner',
    kind: 'public',
  },
  {
    path: '/fna',
    title: 'Financial Needs Analysis',
    description: 'Complete a Financial Needs Analysis in eight steps and receive your personal PDF report.',
    heading: 'Financial Needs Analysis',
    formPage: true,
    kind: 'public',
  },
  {
    path: '/client-needs-analysis',
    title: 'Client Needs Analysis',
    description:
      'A ten-step guided review of your protection, debt, savings and retirement with personal recommendations.',
    heading: 'Client Needs Analysis',
    formPage: true,
    kind: 'public',
  },
  {
    path: '/quote',
    title: 'Request a Free Quote',
    description: 'Tell us what you want covered and receive a free, no-obligation insurance quote.',
    heading: 'Request a Free Quote',
    formPage: true,
    kind: 'public',
  },
  {
    path: '/funeral-cover',
    title: 'Funeral Cover Quote',
    description: 'Price funeral cover for you and your family member by member, and apply online.',
    heading: 'Funeral Cover',
    formPage: true,
    kind: 'public',
  },
  ...services.map(
    (service): PageMeta => ({
      path: `/services/${service.slug}`,
      title: service.title,
      description: service.summary,
      heading: service.title,
      kind: 'public',
    }),
  ),
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What personal information we collect, why, who sees it and how to ask for it to be deleted.',
    heading: 'Privacy Policy',
    kind: 'public',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms on which this website and its calculators are offered.',
    heading: 'Terms of Service',
    kind: 'public',
  },
  {
    path: '/compliance',
    title: 'Compliance',
    description: 'Our regulatory registrations, conflict of interest policy and complaints procedure.',
    heading: 'Compliance',
    kind: 'public',
  },
];

/**
 * The public pages. The back office's are listed apart (back-office-pages.ts) and loaded only when
 * a back-office page opens: every public page's first JavaScript would otherwise carry them.
 */
export const pages: readonly PageMeta[] = publicPages;

/**
 * The client's portal and the pages opened from a link in an e-mail or WhatsApp (issue 59): built
 * as islands hydrated as they load, each held to its own JavaScript budget by the bench.
 */
export const linkPagePaths = [
  '/my',
  '/documents',
  '/advice',
  '/booking/manage',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/workshops/cancel',
] as const;

/** Whether `path` is the back office's (served as the app shell, its pages in their own chunk). */
export function isBackOfficePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path === '/pipeline';
}

export const notFoundPage = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  heading: '404 Page Not Found',
} as const;

/** The page of `list` at `path`; a page with a parameter (`/admin/clients/:id`) matches one path segment there. */
export function findPageIn(list: readonly PageMeta[], path: string): PageMeta | undefined {
  return (
    list.find((page) => page.path === path) ??
    list.find((page) => {
      if (!page.path.includes('/:')) return false;
      const wanted = page.path.split('/');
      const given = path.split('/');
      return (
        wanted.length === given.length &&
        wanted.every((segment, index) =>
          segment.startsWith(':') ? given[index] !== '' : segment === given[index],
        )
      );
    })
  );
}

/** The public page at `path`. */
export function findPage(path: string): PageMeta | undefined {
  return findPageIn(pages, path);
}

/** `Calculators | Business` ; the home page leads with the business name. */
export function documentTitle(title: string, businessName: string, path?: string): string {
  return path === '/' ? `${businessName} | ${title}` : `${title} | ${businessName}`;
}
