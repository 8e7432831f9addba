import { toCents } from '../money';
import { isCalendarDate } from './calendar-dates';
import type { PremiumFrequency } from './premiums';
import { policyKey } from './statement-import';

/**
 * From a client's Financial Needs Analysis to their book (issue 31): the FNA lists their existing
 * policies (by kind of list) and their children; this says which of them can become policies and
 * linked clients, and which are there already, so a preview shows it and nothing is created twice.
 * Amounts in the FNA are N$ (a monthly premium, or a yearly one); the book keeps cents.
 */

/** The FNA's lists of policies and the product each becomes. */
export const fnaPolicyLists = {
  lifeAssurance: 'life',
  endowmentPolicies: 'investment',
  medicalAssurance: 'medical-aid',
  retirementAnnuities: 'retirement-annuity',
  pensionProvidentFund: 'other',
  preservationFund: 'pension-preservation',
  discretionaryInvestments: 'investment',
  unitTrusts: 'investment',
} as const;
export type FnaPolicyList = keyof typeof fnaPolicyLists;

export interface FnaPolicyRow {
  policyNumber: string;
  company: string;
  inception: string;
  /** N$ a month. */
  premium: number;
  /** N$ a year. */
  annualPremium: number;
  death: number;
  disability: number;
  dreadDisease: number;
}

export interface FnaBookInput {
  maritalStatus: string;
  children: readonly { name: string; currentAge: number }[];
  lists: Partial<Record<FnaPolicyList, readonly FnaPolicyRow[]>>;
}

export type ImportState = 'new' | 'there-already' | 'incomplete';

export interface ImportablePolicy {
  /** `list:row`, what the adviser ticks. */
  key: string;
  list: FnaPolicyList;
  insurer: string;
  policyNumber: string;
  product: string;
  startDate: string | null;
  premiumCents: number;
  premiumFrequency: PremiumFrequency;
  coverCents: number | null;
  state: ImportState;
  /** What an incomplete one lacks, in words. */
  missing: string[];
}

export interface ImportableChild {
  key: string;
  name: string;
  age: number;
  state: Exclude<ImportState, 'incomplete'> | 'incomplete';
}

export interface FnaBookItems {
  policies: ImportablePolicy[];
  children: ImportableChild[];
  /** Married in the FNA: the spouse is not named there, so they are linked by hand. */
  spouseMentioned: boolean;
}

/** N$ as the FNA holds it (a number) in cents. */
const cents = (amount: number) => (Number.isFinite(amount) ? toCents(amount) : 0);

/** Life assurance is disability or dread disease cover when that is all it pays. */
function lifeProduct(row: FnaPolicyRow): { product: string; coverCents: number | null } {
  if (row.death > 0 || (row.disability <= 0 && row.dreadDisease <= 0))
    return { product: 'life', coverCents: row.death > 0 ? cents(row.death) : null };
  if (row.disability > 0) return { product: 'disability', coverCents: cents(row.disability) };
  return { product: 'dread-disease', coverCents: cents(row.dreadDisease) };
}

const normalisedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function fnaBookItems(
  input: FnaBookInput,
  existing: {
    policies: readonly { insurer: string; policyNumber: string }[];
    relatedNames: readonly string[];
  },
): FnaBookItems {
  const recorded = new Set(existing.policies.map((policy) => policyKey(policy.insurer, policy.policyNumber)));
  const policies: ImportablePolicy[] = [];
  const seen = new Set<string>();
  for (const list of Object.keys(fnaPolicyLists) as FnaPolicyList[]) {
    for (const [row, policy] of (input.lists[list] ?? []).entries()) {
      const insurer = policy.company.trim();
      const policyNumber = policy.policyNumber.trim();
      const missing: string[] = [];
      if (insurer.length < 2 || insurer.length > 80) missing.push('the insurer');
      if (!policyNumber || policyNumber.length > 40) missing.push('the policy number');
      if (!isCalendarDate(policy.inception)) missing.push('the start date');
      const { product, coverCents } =
        list === 'lifeAssurance' ? lifeProduct(policy) : { product: fnaPolicyLists[list], coverCents: null };
      const monthly = policy.premium > 0;
      const key = policyKey(insurer, policyNumber);
      const state: ImportState =
        missing.length > 0 ? 'incomplete' : recorded.has(key) || seen.has(key) ? 'there-already' : 'new';
      if (state === 'new') seen.add(key);
      policies.push({
        key: `${list}:${row}`,
        list,
        insurer,
        policyNumber,
        product,
        startDate: isCalendarDate(policy.inception) ? policy.inception : null,
        premiumCents: Math.max(0, cents(monthly ? policy.premium : policy.annualPremium)),
        premiumFrequency: monthly ? 'monthly' : policy.annualPremium > 0 ? 'annually' : 'monthly',
        coverCents,
        state,
        missing,
      });
    }
  }
  const related = new Set(existing.relatedNames.map(normalisedName));
  const children = input.children.map((child, row): ImportableChild => {
    const name = child.name.trim().replace(/\s+/g, ' ');
    return {
      key: `child:${row}`,
      name,
      age: child.currentAge,
      state: name.length < 2 ? 'incomplete' : related.has(normalisedName(name)) ? 'there-already' : 'new',
    };
  });
  return { policies, children, spouseMentioned: input.maritalStatus === 'Married' };
}
