/**
 * The spec's four workshops (D22): example content. They belong to the example practice
 * (`npm run demo`) and the tests, never to a production database. (Migration 0010 once added them
 * to every database; 0037 takes them out of any where nobody registered or edited them.)
 */
export const exampleWorkshops = [
  {
    id: 'retirement-masterclass',
    title: 'Retirement Planning Masterclass',
    format: 'in-person',
    venue: 'Conference center, Windhoek',
    startsAt: '2025-11-15T07:00:00.000Z',
    endsAt: '2025-11-15T10:00:00.000Z',
    priceCents: 14_900,
    capacity: 25,
    summary:
      'A 3-hour live workshop: how much you need to retire, making the most of your pension or provident fund and retirement annuity, and turning savings into an income that lasts.',
  },
  {
    id: 'life-insurance-fundamentals',
    title: 'Life Insurance Fundamentals',
    format: 'virtual',
    venue: '',
    startsAt: '2024-03-22T16:00:00.000Z',
    endsAt: '2024-03-22T17:30:00.000Z',
    priceCents: 4_900,
    capacity: null,
    summary: 'How much cover you need, term versus whole life, and reading a policy before you sign.',
  },
  {
    id: 'estate-planning-essentials',
    title: 'Estate Planning Essentials',
    format: 'in-person',
    venue: '',
    startsAt: '2024-04-05T07:00:00.000Z',
    endsAt: '2024-04-05T10:00:00.000Z',
    priceCents: 8_900,
    capacity: null,
    summary: 'Wills, executors and trusts under Namibian law, and how to spare your family delays.',
  },
  {
    id: 'tax-advantaged-investing',
    title: 'Tax-Advantaged Investing',
    format: 'virtual',
    venue: '',
    startsAt: '2024-04-12T16:00:00.000Z',
    endsAt: '2024-04-12T17:30:00.000Z',
    priceCents: 6_900,
    capacity: null,
    summary: 'Using retirement annuities and other deductible contributions to pay less tax legally.',
  },
];

export const exampleWorkshopIds = exampleWorkshops.map((workshop) => workshop.id);
