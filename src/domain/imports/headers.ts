/**
 * Importing the practice's book (issue 43): the columns an adviser's or an insurer's spreadsheet
 * has, recognised by their header in the forms people write them ("Surname", "First name(s)",
 * "ID No", "Cell", "Policy no.", "Premium (N$)"...). A header not recognised is left for the
 * adviser to map (or ignore).
 */

export const clientImportFields = [
  'clientRef',
  'name',
  'surname',
  'firstNames',
  'email',
  'phone',
  'idNumber',
  'dateOfBirth',
  'address',
  'household',
  'relationship',
  'stage',
  'referredBy',
] as const;
export const policyImportFields = [
  'insurer',
  'policyNumber',
  'product',
  'status',
  'startDate',
  'premium',
  'frequency',
  'cover',
  'firstYearPercent',
  'firstYearAmount',
  'firstYearPaid',
  'ongoingPercent',
] as const;
export const importFields = [...clientImportFields, ...policyImportFields, 'ignore'] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  clientRef: 'Client reference',
  name: 'Full name',
  surname: 'Surname',
  firstNames: 'First name(s)',
  email: 'E-mail',
  phone: 'Cell / phone',
  idNumber: 'ID number',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  household: 'Household',
  relationship: 'Relationship in the household',
  stage: 'Stage',
  referredBy: 'Referred by',
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  product: 'Product',
  status: 'Status',
  startDate: 'Start date',
  premium: 'Premium (N$)',
  frequency: 'Frequency',
  cover: 'Cover (N$)',
  firstYearPercent: 'First-year commission %',
  firstYearAmount: 'First-year commission (N$)',
  firstYearPaid: 'First-year commission paid',
  ongoingPercent: 'Ongoing commission %',
  ignore: 'Leave this column out',
};

/** A header as compared: lower case, "(s)" kept as "s", N$ as "nad", % as "percent", the rest words. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(s\)/g, 's')
    .replace(/n\$/g, ' nad ')
    .replace(/%/g, ' percent ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The forms each field's header is written in, compared normalised. */
const synonyms: Record<Exclude<ImportField, 'ignore'>, string[]> = {
  clientRef: [
    'client ref',
    'client reference',
    'client no',
    'client number',
    'client id',
    'ref',
    'reference',
  ],
  name: [
    'name',
    'full name',
    'client name',
    'client',
    'names',
    'policyholder',
    'policy holder',
    'member name',
  ],
  surname: ['surname', 'last name', 'family name', 'lastname'],
  firstNames: [
    'first name',
    'first names',
    'firstname',
    'forename',
    'forenames',
    'given name',
    'given names',
  ],
  email: ['e mail', 'email', 'e mail address', 'email address', 'mail'],
  phone: [
    'cell',
    'cellphone',
    'cell phone',
    'cell no',
    'cell number',
    'mobile',
    'mobile number',
    'phone',
    'phone number',
    'tel',
    'telephone',
    'contact number',
    'contact no',
  ],
  idNumber: [
    'id no',
    'id number',
    'id',
    'identity number',
    'id passport',
    'id passport no',
    'id or passport',
  ],
  dateOfBirth: ['date of birth', 'dob', 'birth date', 'birthdate', 'born'],
  address: ['address', 'postal address', 'physical address', 'home address', 'residential address'],
  household: ['household', 'household ref', 'family', 'family ref', 'household reference'],
  relationship: [
    'relationship',
    'relation',
    'relationship to main member',
    'role in household',
    'member type',
  ],
  stage: ['stage', 'client stage', 'client status'],
  referredBy: ['referred by', 'referral', 'referrer', 'source', 'how they came'],
  insurer: ['insurer', 'insurance company', 'company', 'provider', 'life office', 'product provider'],
  policyNumber: [
    'policy no',
    'policy number',
    'policy',
    'policy nr',
    'contract no',
    'contract number',
    'policy ref',
  ],
  product: ['product', 'product type', 'type', 'cover type', 'plan', 'benefit', 'policy type'],
  status: ['status', 'policy status'],
  startDate: [
    'start date',
    'start',
    'commencement date',
    'commencement',
    'inception date',
    'inception',
    'effective date',
  ],
  premium: ['premium', 'premium nad', 'premium amount', 'contribution', 'premium n'],
  frequency: ['frequency', 'premium frequency', 'payment frequency', 'freq', 'premium freq'],
  cover: ['cover', 'cover nad', 'sum assured', 'cover amount', 'sum insured', 'benefit amount'],
  firstYearPercent: [
    'first year commission percent',
    'initial commission percent',
    'commission percent',
    'first year percent',
  ],
  firstYearAmount: [
    'first year commission nad',
    'first year commission',
    'initial commission',
    'initial commission nad',
  ],
  firstYearPaid: [
    'first year commission paid',
    'first year paid',
    'commission paid',
    'initial commission paid',
  ],
  ongoingPercent: [
    'ongoing commission percent',
    'renewal commission percent',
    'trail commission percent',
    'ongoing percent',
    'trail percent',
  ],
};

/** Derived columns our own exports carry: read as nothing (the import works them out again). */
const derived = ['monthly premium nad', 'monthly premium', 'last activity', 'adviser responsible'];

const byForm = new Map<string, ImportField>();
for (const [field, forms] of Object.entries(synonyms) as [ImportField, string[]][])
  for (const form of forms) byForm.set(form, field);
for (const form of derived) byForm.set(form, 'ignore');

/** The field a header names, or null when it is not recognised (the adviser maps it). */
export function recogniseHeader(header: string): ImportField | null {
  return byForm.get(normaliseHeader(header)) ?? null;
}

export function isImportField(value: unknown): value is ImportField {
  return (importFields as readonly unknown[]).includes(value);
}
