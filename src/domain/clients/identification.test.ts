import { describe, expect, it } from 'vitest';
import { type HeldDocument, type IdentificationRecord, identificationStatus } from './identification';

const today = '2026-11-25';
const full: IdentificationRecord = {
  identityVerifiedOn: '2026-11-01',
  identityVerifiedBy: 'admin-1',
  addressVerifiedOn: '2026-11-01',
  occupation: 'Teacher',
  sourceOfFunds: 'Salary',
  politicallyExposed: 'no',
};
const id = (overrides: Partial<HeldDocument> = {}): HeldDocument => ({
  kind: 'id-document',
  expiresOn: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const address = (overrides: Partial<HeldDocument> = {}): HeldDocument => ({
  kind: 'proof-of-address',
  expiresOn: '2027-02-01',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

describe('a client’s identification (FIA)', () => {
  it.each([
    ['nothing recorded, nothing held', null, [], 'not-started', 7],
    [
      'only a payslip held',
      null,
      [{ kind: 'payslip', expiresOn: null, createdAt: '2026-11-01' }],
      'not-started',
      7,
    ],
    ['an ID document held, nothing recorded', null, [id()], 'waiting', 6],
    ['everything recorded, no proof of address', full, [id()], 'waiting', 1],
    ['everything recorded and held', full, [id(), address()], 'complete', 0],
    // The proof of address ran out on 2026-11-24: expired until a new one is held.
    [
      'complete but the proof of address has expired',
      full,
      [id(), address({ expiresOn: '2026-11-24' })],
      'expired',
      0,
    ],
    // Expiring today is not expired yet.
    ['a document expiring today', full, [id({ expiresOn: today }), address()], 'complete', 0],
    // The newest proof of address counts: an old expired one beside a new one does not expire the file.
    [
      'an old expired proof of address and a newer valid one',
      full,
      [
        id(),
        address({ expiresOn: '2025-01-01', createdAt: '2025-01-01' }),
        address({ createdAt: '2026-11-20' }),
      ],
      'complete',
      0,
    ],
    ['a passport in place of an ID document', full, [id({ kind: 'passport' }), address()], 'complete', 0],
    ['the PEP question not answered', { ...full, politicallyExposed: null }, [id(), address()], 'waiting', 1],
    [
      'a verification without who did it',
      { ...full, identityVerifiedBy: null },
      [id(), address()],
      'waiting',
      1,
    ],
  ] as const)('%s: %s', (_name, record, documents, status, missingCount) => {
    const result = identificationStatus(record, documents, today);
    expect(result.status).toBe(status);
    expect(result.missing).toHaveLength(missingCount);
  });

  it('names what is missing, and the soonest expiry of the documents it rests on', () => {
    expect(
      identificationStatus(
        { ...full, occupation: ' ', addressVerifiedOn: null },
        [id({ expiresOn: '2030-01-01' })],
        today,
      ),
    ).toEqual({
      status: 'waiting',
      missing: ['address-document', 'address-verified', 'occupation'],
      expiresOn: '2030-01-01',
    });
    expect(
      identificationStatus(
        full,
        [id({ expiresOn: '2030-01-01' }), address({ expiresOn: '2027-02-01' })],
        today,
      ).expiresOn,
    ).toBe('2027-02-01');
  });
});

describe('a dependant’s identification (D37: the FIA questions are for the adult who contracts)', () => {
  const child: IdentificationRecord = {
    ...full,
    occupation: '',
    sourceOfFunds: '',
    politicallyExposed: null,
  };
  it.each([
    // Nothing recorded and nothing held: not started, with the four parts a child is asked.
    [
      'nothing recorded, nothing held',
      null,
      [],
      'not-started',
      ['identity-document', 'identity-verified', 'address-document', 'address-verified'],
    ],
    // Identity and address verified and held: complete without occupation, funds or PEP.
    ['identity and address verified and held', child, [id(), address()], 'complete', []],
    ['no proof of address held', child, [id()], 'waiting', ['address-document']],
    // Answers recorded before their 18th birthday was known change nothing.
    ['the adult questions answered anyway', full, [id(), address()], 'complete', []],
  ] as const)('%s: %s', (_name, record, documents, status, missing) => {
    const result = identificationStatus(record, documents, today, { dependant: true });
    expect(result.status).toBe(status);
    expect(result.missing).toEqual(missing);
  });

  it('asks an adult the same record’s three questions', () => {
    expect(identificationStatus(child, [id(), address()], today).missing).toEqual([
      'occupation',
      'source-of-funds',
      'politically-exposed',
    ]);
  });
});
