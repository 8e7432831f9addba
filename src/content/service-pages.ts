import type { ServiceSlug } from './services';

/**
 * The body of each service landing page (DECISIONS D7): key benefits, what is included, the
 * four-step process. Example content, written for a Namibian adviser. The testimonials here are
 * the spec's invented examples: never shown as the practice's own (D34), only by `npm run demo`,
 * marked (example-claims.ts). A page shows the testimonials the adviser publishes for it from the
 * back office's Website area.
 */

export interface ServiceStep {
  title: string;
  text: string;
}

export interface ServiceTestimonial {
  name: string;
  location: string;
  text: string;
}

export interface ServicePageContent {
  /** One sentence under the title: who it is for and what they get. */
  intro: string;
  benefits: readonly string[];
  included: readonly string[];
  /** Exactly four steps. */
  process: readonly [ServiceStep, ServiceStep, ServiceStep, ServiceStep];
  /** The spec's example testimonial (the demo's, marked as an example). */
  testimonial?: ServiceTestimonial;
}

/**
 * A service page's text as the adviser published it (issue 58): the prose blocks (the introduction,
 * each step's text) as sanitised HTML made from their Markdown by the server, the lines as text.
 */
export interface PublishedServiceText {
  introHtml: string;
  strapline: string;
  benefits: string[];
  included: string[];
  process: { title: string; html: string }[];
}

/** The same first meeting opens every process: free, and about the client, not a product. */
const firstMeeting = (focus: string): ServiceStep => ({
  title: 'Free first consultation',
  text: `We meet in Windhoek, by phone or online and talk about ${focus}. No cost and no obligation.`,
});

export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  'protect-family': {
    intro:
      'Life and funeral cover sized to what your family would really need, from insurers compared side by side.',
    benefits: [
      'Your family keeps its home and its school fees if your income stops',
      'Funeral costs paid within days, not weeks',
      'Cover compared across several Namibian insurers, not sold from one',
      'Premiums you can keep paying, planned with your budget',
    ],
    included: [
      'A needs analysis: income replacement, debts, education and final costs',
      'Quotes for life and funeral cover from several insurers',
      'Help naming beneficiaries and keeping them up to date',
      'A yearly review as your family and income change',
      'Help with claims when your family needs it most',
    ],
    process: [
      firstMeeting('the people who depend on you'),
      {
        title: 'Work out the need',
        text: 'We add up what your family would need and what cover you already have.',
      },
      {
        title: 'Compare and choose',
        text: 'You see quotes side by side and choose the cover that fits your budget.',
      },
      {
        title: 'Put it in place',
        text: 'We handle the application, the medicals if any, and the beneficiary forms.',
      },
    ],
    testimonial: {
      name: 'Maria N.',
      location: 'Windhoek',
      text: 'I thought life cover was too expensive. We found cover for the whole family for less than our DStv and data.',
    },
  },
  'protect-myself': {
    intro:
      'Cover for when illness or injury stops you working: income protection, disability and severe illness.',
    benefits: [
      'A monthly income if you cannot work for months',
      'A lump sum for a heart attack, cancer or stroke',
      'Your savings stay untouched while you recover',
      'Cover that fits the way you earn: salaried or self-employed',
    ],
    included: [
      'A check of the cover your employer already gives you',
      'Income protection, disability and severe illness quotes compared',
      'Advice on waiting periods and what they do to the premium',
      'Help with the underwriting questions',
      'Claims support',
    ],
    process: [
      firstMeeting('your work, your income and what your employer covers'),
      {
        title: 'Find the gaps',
        text: 'We compare your cover with what you would need to keep paying your bills.',
      },
      { title: 'Compare options', text: 'Quotes from several insurers, with the fine print explained.' },
      {
        title: 'Cover in place',
        text: 'We complete the application with you and check the policy when it arrives.',
      },
    ],
  },
  retirement: {
    intro:
      'A retirement plan that shows how much to save, where, and what it gives you when you stop working.',
    benefits: [
      'A clear number: what you need at retirement and what you are on track for',
      'Tax relief on retirement annuity contributions, up to N$150,000 a year',
      'Your pension or provident fund and your own savings planned together',
      'A plan for the income you will draw, not only the lump sum',
    ],
    included: [
      'A projection of your pension, provident fund and savings',
      'Retirement annuity and preservation fund options compared',
      'Advice on investment choices inside your fund',
      'A plan for when you change jobs (preserve, do not cash out)',
      'Yearly progress reviews',
    ],
    process: [
      firstMeeting('when and how you want to retire'),
      {
        title: 'See where you stand',
        text: 'We gather your fund statements and project them to your retirement age.',
      },
      { title: 'Close the gap', text: 'A savings plan that fits your budget and uses the tax deduction.' },
      { title: 'Stay on track', text: 'We review it every year and when your work or family changes.' },
    ],
    testimonial: {
      name: 'Johannes K.',
      location: 'Swakopmund',
      text: 'At 48 I had no idea if my pension would be enough. Now I know the number and I am saving towards it.',
    },
  },
  investments: {
    intro:
      'Unit trusts, endowments and tax-efficient savings chosen for your goals and your appetite for risk.',
    benefits: [
      'Investments matched to a goal and a date, not to a sales target',
      'Namibian and offshore funds compared on cost and track record',
      'Your risk explained in plain words before you invest',
      'Access to your money when you need it',
    ],
    included: [
      'A risk profile and an investment goal for each amount',
      'Unit trust and endowment options compared, fees included',
      'A spread across asset classes that suits the time you have',
      'Regular statements and a yearly review',
      'Rebalancing when your plans change',
    ],
    process: [
      firstMeeting('what the money is for and when you need it'),
      {
        title: 'Your risk profile',
        text: 'A short questionnaire and a talk about how you feel when markets fall.',
      },
      { title: 'A proposal', text: 'Funds and amounts in writing, with every fee shown.' },
      { title: 'Invest and review', text: 'We set it up and review it with you every year.' },
    ],
  },
  'insurance-review': {
    intro:
      'An independent look at every policy you already pay for: gaps, overlaps and cover you could get for less.',
    benefits: [
      'Stop paying twice for the same cover',
      'Find the gaps before a claim does',
      'Often the same cover for a lower premium',
      'One clear list of what you have and who it pays',
    ],
    included: [
      'A schedule of all your life, funeral, disability, car and home policies',
      'A check of beneficiaries and cover amounts',
      'Comparison quotes where you may be paying too much',
      'A written summary you can keep with your will',
      'Help cancelling or changing policies safely',
    ],
    process: [
      firstMeeting('the policies you have (bring what you can find)'),
      {
        title: 'Gather the policies',
        text: 'With your permission we request the details from each insurer.',
      },
      { title: 'Review', text: 'We list the gaps, overlaps and savings, in writing.' },
      { title: 'Act on it', text: 'You decide what to change; we handle the paperwork.' },
    ],
    testimonial: {
      name: 'Anna S.',
      location: 'Walvis Bay',
      text: 'We had three funeral policies covering the same people. The review saved us over N$600 a month.',
    },
  },
  budget: {
    intro: 'A monthly budget built for Namibian costs, and the habits that make it stick.',
    benefits: [
      'Know where every N$ goes each month',
      'Room for savings, even on a tight income',
      'A plan for fuel, school fees and festive season spending',
      'Less stress at the end of the month',
    ],
    included: [
      'A budget from your real bank statements',
      'The 50/30/20 guide, adjusted to your situation',
      'A plan to reduce or consolidate expensive debt',
      'Simple tracking you can keep up',
      'A follow-up after three months',
    ],
    process: [
      firstMeeting('your income, your spending and what worries you'),
      { title: 'See the picture', text: 'Three months of statements show where the money goes.' },
      { title: 'Make the plan', text: 'A budget you agree with, with savings built in.' },
      { title: 'Follow up', text: 'We check in after three months and adjust it.' },
    ],
  },
  'emergency-savings': {
    intro: 'A cushion of three to six months of expenses, so a surprise bill never becomes a loan.',
    benefits: [
      'No payday loans when the car breaks down',
      'Savings that earn interest but stay within reach',
      'A target that fits your household',
      'Peace of mind for the whole family',
    ],
    included: [
      'A target amount from your monthly expenses',
      'Money market and notice account options compared',
      'A monthly savings amount that fits your budget',
      'Rules for when to use the fund, and how to rebuild it',
    ],
    process: [
      firstMeeting('your monthly expenses and how secure your income is'),
      {
        title: 'Set the target',
        text: 'Three to six months of expenses, depending on your work and family.',
      },
      { title: 'Choose the account', text: 'Easy access and a fair interest rate, compared across banks.' },
      { title: 'Automate it', text: 'A debit order on payday, so saving happens first.' },
    ],
  },
  'education-savings': {
    intro: "A plan for your children's school and university fees that starts early and grows.",
    benefits: [
      'Fees ready when your child reaches university',
      'Time on your side: small amounts started early grow',
      'Study policy contributions can reduce your tax',
      'Cover so the plan continues if something happens to you',
    ],
    included: [
      'An estimate of future fees in Namibia or South Africa',
      'Study policy and unit trust options compared',
      'A monthly amount for each child',
      'Premium waiver cover so the savings continue',
      'Yearly reviews as fees rise',
    ],
    process: [
      firstMeeting('your children, their ages and your hopes for their studies'),
      { title: 'Estimate the cost', text: 'Future fees and accommodation, with inflation.' },
      { title: 'Choose the plan', text: 'The savings vehicle and the amount for each child.' },
      { title: 'Review yearly', text: 'Fees change: we keep the plan in step.' },
    ],
  },
  'estate-planning': {
    intro: 'A will, and a plan so that what you built reaches the people you choose, without delay.',
    benefits: [
      'Your wishes written down and legally valid',
      'Cash available to pay estate costs without selling the house',
      'Guardians named for your children',
      'Less delay and cost for your family at the Master of the High Court',
    ],
    included: [
      'Help drafting or updating your will',
      'An estimate of estate costs and liquidity needs',
      'Beneficiary nominations on policies and funds checked',
      'Advice on trusts where they help',
      'A safe copy of your documents',
    ],
    process: [
      firstMeeting('your family, what you own and what you want to happen'),
      { title: 'List the estate', text: 'Assets, debts, policies and who should receive what.' },
      { title: 'Plan the gaps', text: 'Liquidity, guardianship and the will itself.' },
      { title: 'Sign and store', text: 'Your will signed correctly and stored safely, with a copy for you.' },
    ],
  },
  'tax-savings': {
    intro: 'Pay less tax to NamRA, legally, with retirement and study policy contributions.',
    benefits: [
      'Up to N$150,000 a year of contributions deducted from taxable income',
      'A refund or lower PAYE, depending on how you contribute',
      'Savings for retirement and education at the same time',
      'Your tax return done right',
    ],
    included: [
      'A calculation of your possible saving at your tax rate',
      'Retirement annuity and study policy options compared',
      'The certificates you need for your tax return',
      'A check that your employer deductions are counted',
    ],
    process: [
      firstMeeting('your salary, your fund and what you already contribute'),
      { title: 'Calculate the saving', text: 'What each N$ contributed saves at your tax rate.' },
      { title: 'Set up contributions', text: 'Monthly or once a year, into the right product.' },
      { title: 'File and claim', text: 'Your certificates arrive in time for your NamRA return.' },
    ],
  },
  'buy-home': {
    intro: 'From saving the deposit to the bond and home cover: get ready to buy your own home.',
    benefits: [
      'A clear deposit target and a plan to reach it',
      'A bond you can afford when rates rise',
      'Transfer and bond costs known upfront',
      'The right cover from the day you move in',
    ],
    included: [
      'An affordability check based on your income and debts',
      'A deposit savings plan',
      'An estimate of transfer duty, bond registration and legal fees',
      'Home owner and bond protection cover compared',
    ],
    process: [
      firstMeeting('the home you want and when'),
      { title: 'Check affordability', text: 'What banks will lend and what you can comfortably repay.' },
      { title: 'Save the deposit', text: 'A monthly plan and the right account.' },
      { title: 'Buy and protect', text: 'Cover for the bond and the home in place before transfer.' },
    ],
  },
  'financial-roadmap': {
    intro: 'One written plan that joins your protection, savings, debt and retirement goals.',
    benefits: [
      'Everything in one place, in order of what matters most',
      'Clear next steps for this year',
      'Goals with amounts and dates',
      'A plan your partner can understand too',
    ],
    included: [
      'A full Financial Needs Analysis',
      'A written plan with priorities and amounts',
      'A review of your policies, funds and debts',
      'Yearly update meetings',
    ],
    process: [
      firstMeeting('your goals for the next one, five and twenty years'),
      { title: 'Financial Needs Analysis', text: 'Income, expenses, assets, debts, cover and goals.' },
      { title: 'Your roadmap', text: 'A written plan with what to do first, and why.' },
      { title: 'Review yearly', text: 'We meet every year to keep the plan current.' },
    ],
    testimonial: {
      name: 'Petrus and Selma H.',
      location: 'Ongwediva',
      text: 'For the first time we have one plan instead of ten policies. We know what to do next.',
    },
  },
  'car-home-insurance': {
    intro: 'Short-term cover for your vehicle, home and contents, compared across insurers.',
    benefits: [
      'Cover compared across several short-term insurers',
      'Gravel roads, hail and theft considered',
      'Excesses you can afford when you claim',
      'Help when you need to claim',
    ],
    included: [
      'Comprehensive, third party and fire and theft options for your car',
      'Building and household contents cover',
      'All-risk cover for phones, laptops and cameras',
      'A yearly premium review',
    ],
    process: [
      firstMeeting('your car, your home and what you own'),
      { title: 'Value it right', text: 'Sums insured that are neither too low nor too high.' },
      { title: 'Compare quotes', text: 'Premiums and excesses from several insurers.' },
      { title: 'Cover and claims', text: 'We put cover in place and help you when you claim.' },
    ],
  },
  'employee-wellness': {
    intro: 'Workshops and one-on-one sessions that help your staff manage money, debt and retirement.',
    benefits: [
      'Less money stress, fewer salary advances',
      'Staff who understand their pension and benefits',
      'Better retention and productivity',
      'Sessions in English, Afrikaans or Oshiwambo on request',
    ],
    included: [
      'Workshops on budgeting, debt and retirement',
      'Confidential one-on-one sessions for staff',
      'Material staff can take home',
      'A report on themes (never on individuals)',
    ],
    process: [
      firstMeeting('your staff, their concerns and your goals'),
      { title: 'Plan the programme', text: 'Topics, dates and formats that suit your shifts.' },
      { title: 'Run the sessions', text: 'At your offices or online.' },
      { title: 'Follow up', text: 'One-on-one sessions and a summary for management.' },
    ],
  },
  'retirement-solutions': {
    intro: 'Pension and provident fund solutions for employers of every size.',
    benefits: [
      'A fund that suits your workforce and your budget',
      'Compliance with the Pension Funds Act and NAMFISA rules',
      'Staff who understand and value their benefit',
      'Costs compared across providers',
    ],
    included: [
      'Umbrella fund and stand-alone fund options compared',
      'Contribution structures and investment choices',
      'Member communication and education',
      'Annual reviews with the trustees or management',
    ],
    process: [
      firstMeeting('your business, your staff and what you offer today'),
      { title: 'Design', text: 'Contribution rates, risk benefits and investment options.' },
      { title: 'Compare providers', text: 'Costs and service from several administrators.' },
      { title: 'Implement', text: 'Member enrolment and staff information sessions.' },
    ],
  },
  'employee-benefits': {
    intro: 'Group life, disability, funeral and medical benefits that help you keep good people.',
    benefits: [
      'Benefits your staff value, at group rates',
      'One adviser for all your group schemes',
      'Cover without medicals up to a free cover limit',
      'Help for families when a claim comes',
    ],
    included: [
      'Group life, disability and funeral cover',
      'Medical aid options compared',
      'Benefit statements for staff',
      'Claims and new-member administration support',
    ],
    process: [
      firstMeeting('your staff and your current benefits'),
      { title: 'Benchmark', text: 'What similar Namibian employers offer, and what it costs.' },
      { title: 'Quote and choose', text: 'Quotes from several insurers side by side.' },
      { title: 'Run it', text: 'Enrolment, communication and yearly renewals.' },
    ],
  },
  'business-continuity': {
    intro: 'Buy-and-sell and contingent liability cover so the business survives the loss of an owner.',
    benefits: [
      'Partners can buy a deceased partner’s share at a fair price',
      'The family receives the value of the share in cash',
      'Business loans and sureties settled',
      'Customers and staff keep confidence',
    ],
    included: [
      'A business valuation for cover purposes',
      'Buy-and-sell agreements drafted with your attorney',
      'Contingent liability cover for loans and sureties',
      'Reviews as the business grows',
    ],
    process: [
      firstMeeting('your business, its owners and its debts'),
      { title: 'Value and plan', text: 'What each share is worth and who would buy it.' },
      { title: 'Agreement and cover', text: 'The buy-and-sell agreement and the policies that fund it.' },
      { title: 'Keep it current', text: 'Valuations and cover updated as the business changes.' },
    ],
  },
  'key-person-insurance': {
    intro: 'Cover against the loss of the people your profits depend on.',
    benefits: [
      'Cash to replace lost profit and recruit',
      'Lenders and clients reassured',
      'Premiums that may be deductible for the business',
      'Time to recover without selling assets',
    ],
    included: [
      'Identifying your key people and their value to the business',
      'Life and disability cover on those people',
      'Advice on the tax treatment of premiums and payouts',
      'Yearly reviews',
    ],
    process: [
      firstMeeting('the people your business depends on'),
      { title: 'Value the risk', text: 'The profit and costs at stake if they were gone.' },
      { title: 'Arrange cover', text: 'Quotes compared and the right structure chosen.' },
      { title: 'Review', text: 'Cover amounts updated as roles and profits change.' },
    ],
  },
  'investment-vehicles': {
    intro: 'Investment options for company reserves and surplus cash.',
    benefits: [
      'Reserves that earn more than a current account',
      'Access planned around your cash flow',
      'Risk matched to what the money is for',
      'Clear reporting for your financial statements',
    ],
    included: [
      'Money market, income and balanced fund options',
      'A liquidity plan for the business',
      'Quarterly reporting',
      'Reviews with your accountant',
    ],
    process: [
      firstMeeting('your reserves and when the business needs them'),
      { title: 'Plan liquidity', text: 'What must stay available and what can be invested.' },
      { title: 'Choose funds', text: 'Options compared on cost, risk and access.' },
      { title: 'Report', text: 'Statements for your books and a yearly review.' },
    ],
  },
  'tax-strategies': {
    intro: 'Structure remuneration, retirement funding and investments tax-efficiently for your business.',
    benefits: [
      'Lower tax for the business and its owners, within the law',
      'Retirement funding that doubles as a deduction',
      'Remuneration packages staff appreciate',
      'Plans agreed with your accountant',
    ],
    included: [
      'A review of owner and staff remuneration',
      'Retirement fund contributions as part of the package',
      'Company-owned policies and their tax treatment',
      'Coordination with your accountant or auditor',
    ],
    process: [
      firstMeeting('your business, its profits and how owners are paid'),
      { title: 'Review', text: 'Remuneration, contributions and policies as they are today.' },
      { title: 'Propose', text: 'Options with the tax effect of each, in writing.' },
      { title: 'Implement', text: 'With your accountant, for the next tax year.' },
    ],
  },
};
