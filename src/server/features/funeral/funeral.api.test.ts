import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCipher } from '../../db/field-crypto';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { familyOfFour } from '../../testing/funeral-fixtures';

/** POST /api/funeral-cover-applications on each database: priced by the server, stored whole or not at all. */

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.6.${Math.floor(address / 250)}.${address % 250}`;
};

const clone = <T>(value: T): T => structuredClone(value);

describe.each(dialects)('funeral cover applications (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  const count = async (table: 'funeral_applications' | 'funeral_application_members' | 'pipeline_leads') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => [
    await count('funeral_applications'),
    await count('funeral_application_members'),
    await count('pipeline_leads'),
  ];
  const post = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/funeral-cover-applications',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });

  it('stores the application, its members with the server figures, and a pipeline card, in one go', async () => {
    const response = await post(familyOfFour);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      totalMonthlyCost: 13_568,
      totalAnnualCost: 154_676,
      totalCoverageAmount: 8_500_000,
    });
    const application = await db()
      .selectFrom('funeral_applications')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      first_name: 'Test',
      email: 'applicant@example.com',
      // Encrypted at rest (issue 21), its keyed hash beside it.
      id_number: expect.stringMatching(/^enc1:[0-9a-f]{8}:/),
      id_number_hash: fieldCipher().idHash('80010100000'),
      payment_frequency: 'monthly',
      total_monthly_cents: 13_568,
      total_annual_cents: 154_676,
      total_cover_cents: 8_500_000,
      status: 'pending',
    });
    expect(fieldCipher().decrypt(application.id_number)).toBe('80010100000');
    const members = await db()
      .selectFrom('funeral_application_members')
      .selectAll()
      .where('application_id', '=', body.id)
      .orderBy('position')
      .execute();
    expect(
      members.map((member) => [
        member.relationship,
        member.cover_amount,
        member.monthly_cents,
        member.annual_cents,
      ]),
    ).toEqual([
      ['self', 30_000, 4134, 47128],
      ['spouse', 30_000, 3604, 41086],
      ['child', 10_000, 0, 0],
      ['mother', 15_000, 5830, 66462],
    ]);
    const card = await db()
      .selectFrom('pipeline_leads')
      .selectAll()
      .where('enquiry_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      status: 'new-lead',
      source: 'Funeral Cover',
      enquiry_type: 'funeral-application',
      estimated_value_cents: 154_676,
    });
    // The application and its card belong to the client the unit found or made, stored with it.
    expect(application.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(card.client_id).toBe(application.client_id);
    const client = await db()
      .selectFrom('clients')
      .select(['name', 'email'])
      .where('id', '=', application.client_id as string)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ name: 'Test Applicant', email: 'applicant@example.com' });
  });

  const tampered: [string, (payload: typeof familyOfFour) => void, string][] = [
    [
      'a member premium',
      (payload) => {
        payload.familyMembers[3]!.monthlyCost = 5;
      },
      'familyMembers.3.monthlyCost',
    ],
    [
      'a member annual premium',
      (payload) => {
        payload.familyMembers[0]!.annualCost = 400;
      },
      'familyMembers.0.annualCost',
    ],
    [
      'the top-level monthly total',
      (payload) => {
        payload.totalMonthlyCost = 100;
      },
      'totalMonthlyCost',
    ],
    [
      'the annual total in coverageDetails',
      (payload) => {
        payload.coverageDetails.totalAnnualCost = 1;
      },
      'coverageDetails.totalAnnualCost',
    ],
    [
      'the total cover',
      (payload) => {
        payload.totalCoverageAmount = 1;
      },
      'totalCoverageAmount',
    ],
    [
      'an amount not offered',
      (payload) => {
        payload.familyMembers[2]!.coverageAmount = 30_000;
      },
      'familyMembers.2.coverageAmount',
    ],
    [
      'an age outside every band',
      (payload) => {
        payload.familyMembers[3]!.age = 80;
      },
      'familyMembers.3.coverageAmount',
    ],
  ];
  it.each(tampered)(
    'refuses a payload with a wrong %s, naming it, and stores nothing',
    async (_label, change, field) => {
      const before = await counts();
      const payload = clone(familyOfFour);
      change(payload);
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    [
      'no first name',
      (payload: typeof familyOfFour) => {
        payload.mainApplicant.firstName = ' ';
      },
      'mainApplicant.firstName',
      'Please fill in all main applicant details.',
    ],
    [
      'no members',
      (payload: typeof familyOfFour) => {
        payload.familyMembers = [];
      },
      'familyMembers',
      'Please add at least one family member to cover.',
    ],
    [
      'a bad ID number',
      (payload: typeof familyOfFour) => {
        payload.mainApplicant.idNumber = '12345';
      },
      'mainApplicant.idNumber',
      'Please enter a valid 11-digit ID number',
    ],
    [
      'an applicant aged 17',
      (payload: typeof familyOfFour) => {
        payload.mainApplicant.age = 17;
      },
      'mainApplicant.age',
      'Age must be 18 to 80',
    ],
    [
      'an unknown relationship',
      (payload: typeof familyOfFour) => {
        (payload.familyMembers[0] as { relationship: string }).relationship = 'boss';
      },
      'familyMembers.0.relationship',
      'Please choose a relationship',
    ],
  ])('refuses %s with the message', async (_label, change, field, message) => {
    const before = await counts();
    const payload = clone(familyOfFour);
    change(payload);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses more than 20 members and unknown fields', async () => {
    const many = clone(familyOfFour);
    many.familyMembers = Array.from({ length: 21 }, () => clone(familyOfFour.familyMembers[2]!));
    expect((await post(many)).statusCode).toBe(400);
    const extra = { ...clone(familyOfFour), discount: 50 };
    const response = await post(extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('discount');
  });
});
