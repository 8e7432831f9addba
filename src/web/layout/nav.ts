/** The header's links (spec doc 1, "Header") and the footer's (spec doc 1, "Footer"; D8 for the legal pages). */

export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/calculators', label: 'Tools' },
  { to: '/resources', label: 'Resources' },
  { to: '/workshops', label: 'Workshops' },
] as const;

export const footerLinkGroups = [
  {
    heading: 'Services',
    links: [
      { to: '/services/protect-family', label: 'Life Insurance' },
      { to: '/services/insurance-review', label: 'Disability Insurance' },
      { to: '/calculators', label: 'Retirement Planning' },
      { to: '/workshops', label: 'Estate Planning' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/calculators', label: 'Financial Calculators' },
      { to: '/workshops', label: 'Workshops' },
      { to: '/resources', label: 'Educational Books' },
      { to: '/resources', label: 'Newsletter' },
    ],
  },
] as const;

export const legalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/compliance', label: 'Compliance' },
  // Issue 32: the client's own page (their policies, documents, consultations), signed in by a code.
  { to: '/my', label: 'Client sign-in' },
] as const;

export const disclaimer =
  'The information on this website is for general information only and is not investment advice. Speak to a qualified financial adviser about your own circumstances before you make any financial decision.';
