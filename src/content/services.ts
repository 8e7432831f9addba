/**
 * The 20 service landing pages (spec doc 3 section 2, plus the six of DECISIONS D7).
 * Page bodies (benefits, what's included, process, testimonial) arrive with the service pages issue;
 * the slug, title, category and summary here already drive routes, menus, titles and the sitemap.
 */

export type ServiceCategory = 'personal' | 'business';

export interface Service {
  slug: string;
  title: string;
  category: ServiceCategory;
  summary: string;
}

export const services = [
  {
    slug: 'protect-family',
    title: 'Protect My Family',
    category: 'personal',
    summary: 'Life and funeral cover that keeps your family provided for if you are no longer there.',
  },
  {
    slug: 'protect-myself',
    title: 'Protect Myself',
    category: 'personal',
    summary: 'Disability, severe illness and income protection cover for when you cannot work.',
  },
  {
    slug: 'retirement',
    title: 'Plan for Retirement',
    category: 'personal',
    summary:
      'A retirement plan that tells you how much to save and where, so you can stop working on your terms.',
  },
  {
    slug: 'investments',
    title: 'Investment Plans',
    category: 'personal',
    summary: 'Unit trusts, endowments and tax-free savings chosen for your goals and your appetite for risk.',
  },
  {
    slug: 'insurance-review',
    title: 'Insurance Review',
    category: 'personal',
    summary: 'An independent review of the policies you already pay for: gaps, overlaps and cheaper cover.',
  },
  {
    slug: 'budget',
    title: 'Get on a Budget',
    category: 'personal',
    summary: 'A monthly budget that works for Namibian costs, and the habits to keep to it.',
  },
  {
    slug: 'emergency-savings',
    title: 'Emergency Savings',
    category: 'personal',
    summary: 'Build a cushion of three to six months of expenses so a surprise bill never becomes debt.',
  },
  {
    slug: 'education-savings',
    title: 'Education Savings',
    category: 'personal',
    summary: "Save for your children's school and university fees with a plan that starts early.",
  },
  {
    slug: 'estate-planning',
    title: 'Estate Planning',
    category: 'personal',
    summary: 'Wills, estate duty and liquidity planning so what you built reaches the people you choose.',
  },
  {
    slug: 'tax-savings',
    title: 'Tax Savings',
    category: 'personal',
    summary: 'Use retirement and study policy deductions to pay less tax to NamRA, legally.',
  },
  {
    slug: 'buy-home',
    title: 'Buy a Home',
    category: 'personal',
    summary: 'From deposit savings to bond and home cover: get ready to buy your own home.',
  },
  {
    slug: 'financial-roadmap',
    title: 'Financial Roadmap',
    category: 'personal',
    summary: 'One written plan that joins your protection, savings, debt and retirement goals.',
  },
  {
    slug: 'car-home-insurance',
    title: 'Car and Home Insurance',
    category: 'personal',
    summary: 'Short-term cover for your vehicle, home and contents, compared across insurers.',
  },
  {
    slug: 'employee-wellness',
    title: 'Financial Wellness for Employees',
    category: 'business',
    summary: 'Workshops and one-on-one sessions that help your staff manage money and debt.',
  },
  {
    slug: 'retirement-solutions',
    title: 'Retirement Solutions',
    category: 'business',
    summary: 'Pension and provident fund solutions for employers of every size.',
  },
  {
    slug: 'employee-benefits',
    title: 'Employee Benefits',
    category: 'business',
    summary: 'Group life, disability, funeral and medical benefits that help you keep good people.',
  },
  {
    slug: 'business-continuity',
    title: 'Business Continuity',
    category: 'business',
    summary: 'Buy-and-sell and contingent liability cover so the business survives the loss of an owner.',
  },
  {
    slug: 'key-person-insurance',
    title: 'Key Person Insurance',
    category: 'business',
    summary: 'Cover against the loss of the people your profits depend on.',
  },
  {
    slug: 'investment-vehicles',
    title: 'Investment Vehicles',
    category: 'business',
    summary: 'Investment options for company reserves and surplus cash.',
  },
  {
    slug: 'tax-strategies',
    title: 'Tax Strategies',
    category: 'business',
    summary: 'Structure remuneration, retirement funding and investments tax-efficiently for your business.',
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]['slug'];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
