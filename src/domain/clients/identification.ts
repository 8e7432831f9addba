/**
 * A client's identification under Namibia's Financial Intelligence Act (issue 32): who they are
 * (an ID document or passport seen and verified), where they live (a proof of address verified),
 * their occupation and source of funds, and whether they are a politically exposed person. The
 * status follows from what is recorded and the documents held:
 * - not started: nothing recorded and no identity or address document held;
 * - complete: every part recorded, with an identity and an address document held;
 * - expired: complete, but the newest identity or address document is past its expiry date;
 * - waiting for documents: anything between.
 */

export const identificationStatuses = ['not-started', 'waiting', 'complete', 'expired'] as const;
export type IdentificationStatus = (typeof identificationStatuses)[number];

export interface IdentificationRecord {
  identityVerifiedOn: string | null;
  identityVerifiedBy: string | null;
  addressVerifiedOn: string | null;
  occupation: string;
  sourceOfFunds: string;
  politicallyExposed: 'yes' | 'no' | null;
}

export interface HeldDocument {
  kind: string;
  expiresOn: string | null;
  createdAt: string;
}

export const identityKinds = ['id-document', 'passport'] as const;
export const addressKinds = ['proof-of-address'] as const;

export type MissingPart =
  | 'identity-document'
  | 'identity-verified'
  | 'address-document'
  | 'address-verified'
  | 'occupation'
  | 'source-of-funds'
  | 'politically-exposed';

export const missingPartLabels: Record<MissingPart, string> = {
  'identity-document': 'an ID document or passport',
  'identity-verified': 'the identity verified',
  'address-document': 'a proof of address',
  'address-verified': 'the address verified',
  occupation: 'their occupation',
  'source-of-funds': 'their source of funds',
  'politically-exposed': 'whether they are a politically exposed person',
};

function newest(documents: readonly HeldDocument[], kinds: readonly string[]): HeldDocument | undefined {
  return documents
    .filter((document) => kinds.includes(document.kind))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** The FIA questions asked of the adult who contracts, not of a dependant (D37). */
export const adultOnlyParts: readonly MissingPart[] = [
  'occupation',
  'source-of-funds',
  'politically-exposed',
];

/**
 * `dependant` (D37): a person under 18 is not asked their occupation, source of funds or PEP
 * status; their identity and address still are.
 */
export function identificationStatus(
  record: IdentificationRecord | null,
  documents: readonly HeldDocument[],
  today: string,
  { dependant = false }: { dependant?: boolean } = {},
): { status: IdentificationStatus; missing: MissingPart[]; expiresOn: string | null } {
  const identity = newest(documents, identityKinds);
  const address = newest(documents, addressKinds);
  const missing: MissingPart[] = [];
  if (!identity) missing.push('identity-document');
  if (!record?.identityVerifiedOn || !record.identityVerifiedBy) missing.push('identity-verified');
  if (!address) missing.push('address-document');
  if (!record?.addressVerifiedOn) missing.push('address-verified');
  if (!dependant) {
    if (!record?.occupation.trim()) missing.push('occupation');
    if (!record?.sourceOfFunds.trim()) missing.push('source-of-funds');
    if (!record?.politicallyExposed) missing.push('politically-exposed');
  }
  const expiries = [identity?.expiresOn, address?.expiresOn]
    .filter((date): date is string => Boolean(date))
    .sort();
  const expiresOn = expiries[0] ?? null;
  const asked = dependant ? 7 - adultOnlyParts.length : 7;
  if (missing.length === asked && !identity && !address) return { status: 'not-started', missing, expiresOn };
  if (missing.length > 0) return { status: 'waiting', missing, expiresOn };
  return { status: expiresOn !== null && expiresOn < today ? 'expired' : 'complete', missing, expiresOn };
}
