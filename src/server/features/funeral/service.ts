import { randomUUID } from 'node:crypto';
import {
  type DatedPremiumTable,
  type EnteredPremiumTable,
  planTableInForce,
  specPremiumTable,
} from '../../../domain/funeral/dated-tables';
import { premiumFor } from '../../../domain/funeral/pricing';
import { formatNad, formatNadWhole, toCents } from '../../../domain/money';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import type { CreatedRecord } from '../../../shared/fields';
import { type FuneralApplication, funeralMessages } from '../../../shared/funeral';
import type { DatabaseHandle } from '../../db';
import { idNumberColumns } from '../../db/field-encryption';
import { HttpError } from '../../plugins/errors';
import { enquiryFollowUps } from '../pipeline';
import { insertFuneralMember } from './repository';

export interface PricedMember {
  monthlyCents: number;
  annualCents: number;
}

function refuse(fields: Record<string, string>): never {
  const [field, message] = Object.entries(fields)[0]!;
  throw new HttpError(400, apiErrorCodes.validation, `${field}: ${message}`, fields);
}

/**
 * Prices every member with the same domain code the page uses and checks the application's
 * figures against it: a premium or a total that differs is refused, naming the member or the
 * total (the server never stores a figure computed in the browser).
 */
export function priceApplication(
  application: FuneralApplication,
  table: DatedPremiumTable = specPremiumTable,
) {
  const fields: Record<string, string> = {};
  const members = application.familyMembers.map((member, index): PricedMember => {
    const price = premiumFor(member.relationship, member.age, member.gender, member.coverageAmount, table);
    const at = `familyMembers.${index}`;
    if (!price) {
      fields[`${at}.coverageAmount`] = `${member.name}: ${funeralMessages.invalidCoverage}`;
      return { monthlyCents: 0, annualCents: 0 };
    }
    if (toCents(member.monthlyCost) !== price.monthlyCents) {
      fields[`${at}.monthlyCost`] =
        `The monthly premium for ${member.name} is ${formatNad(price.monthlyCents)}`;
    }
    if (toCents(member.annualCost) !== price.annualCents) {
      fields[`${at}.annualCost`] = `The annual premium for ${member.name} is ${formatNad(price.annualCents)}`;
    }
    return price;
  });
  const totalMonthlyCents = members.reduce((sum, member) => sum + member.monthlyCents, 0);
  const totalAnnualCents = members.reduce((sum, member) => sum + member.annualCents, 0);
  const totalCover = application.familyMembers.reduce((sum, member) => sum + member.coverageAmount, 0);
  if (Object.keys(fields).length === 0) {
    const checks: [string, boolean, string][] = [
      ['totalMonthlyCost', application.totalMonthlyCost === totalMonthlyCents, formatNad(totalMonthlyCents)],
      ['totalAnnualCost', application.totalAnnualCost === totalAnnualCents, formatNad(totalAnnualCents)],
      [
        'totalCoverageAmount',
        application.totalCoverageAmount === totalCover * 100,
        formatNadWhole(totalCover),
      ],
      [
        'coverageDetails.totalMonthlyCost',
        toCents(application.coverageDetails.totalMonthlyCost) === totalMonthlyCents,
        formatNad(totalMonthlyCents),
      ],
      [
        'coverageDetails.totalAnnualCost',
        toCents(application.coverageDetails.totalAnnualCost) === totalAnnualCents,
        formatNad(totalAnnualCents),
      ],
      [
        'coverageDetails.totalCoverage',
        application.coverageDetails.totalCoverage === totalCover,
        formatNadWhole(totalCover),
      ],
    ];
    for (const [field, agrees, expected] of checks) {
      if (!agrees) fields[field] = `The total is ${expected}`;
    }
  }
  if (Object.keys(fields).length > 0) refuse(fields);
  return { members, totalMonthlyCents, totalAnnualCents, totalCoverCents: totalCover * 100 };
}

export async function createFuneralApplication(
  database: DatabaseHandle,
  application: FuneralApplication,
  now: Date,
  tables: readonly EnteredPremiumTable[] = [],
): Promise<
  CreatedRecord & { totalMonthlyCost: number; totalAnnualCost: number; totalCoverageAmount: number }
> {
  // Priced by the chosen plan's table in force today in Windhoek (issue 58), and kept with which one.
  const inForce = planTableInForce(tables, windhoekDate(now), application.plan);
  if (!inForce) refuse({ plan: funeralMessages.unknownPlan });
  const { plan, table } = inForce;
  const priced = priceApplication(application, table);
  const id = randomUUID();
  const createdAt = now.toISOString();
  const applicant = application.mainApplicant;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const { db } = database;
  // The application is stored with its client's id in it, beside its card (one insert each); its
  // members after it, in the same unit.
  await database.write([
    ...enquiryFollowUps(
      db,
      {
        row: {
          table: 'funeral_applications',
          row: {
            id,
            first_name: applicant.firstName,
            last_name: applicant.lastName,
            email: applicant.email,
            phone: applicant.phone,
            ...idNumberColumns(applicant.idNumber),
            age: applicant.age ?? null,
            gender: applicant.gender,
            payment_frequency: application.paymentPreferences.frequency,
            additional_info: application.additionalInfo,
            total_monthly_cents: priced.totalMonthlyCents,
            total_annual_cents: priced.totalAnnualCents,
            total_cover_cents: priced.totalCoverCents,
            status: 'pending',
            created_at: createdAt,
            premium_table_from: table === specPremiumTable ? null : table.effectiveFrom,
            premium_table_plan: plan,
          },
        },
        type: 'funeral-application',
        id,
        name,
        email: applicant.email,
        phone: applicant.phone,
        priority: 'high',
        source: 'Funeral Cover',
        estimatedValueCents: priced.totalAnnualCents,
        idNumber: applicant.idNumber,
        summary: `Funeral cover application${plan ? ` (${plan})` : ''}: ${formatNad(priced.totalMonthlyCents)} a month for ${formatNadWhole(priced.totalCoverCents / 100)} cover`,
        notes: [
          `Funeral cover application${plan ? ` (${plan})` : ''}: ${application.familyMembers.length} member(s), ${formatNadWhole(priced.totalCoverCents / 100)} cover`,
          `Premium ${formatNad(priced.totalMonthlyCents)} a month (${formatNad(priced.totalAnnualCents)} a year), paid ${application.paymentPreferences.frequency}`,
          ...application.familyMembers.map(
            (member, index) =>
              `- ${member.name} (${member.relationship}, ${member.age}, ${member.gender}): ${formatNadWhole(member.coverageAmount)}, ${formatNad(priced.members[index]!.monthlyCents)} a month`,
          ),
          ...(application.additionalInfo ? ['', application.additionalInfo] : []),
        ].join('\n'),
      },
      createdAt,
    ),
    ...application.familyMembers.map((member, index) =>
      insertFuneralMember(db, {
        id: randomUUID(),
        application_id: id,
        position: index + 1,
        name: member.name,
        relationship: member.relationship,
        age: member.age,
        gender: member.gender,
        cover_amount: member.coverageAmount,
        monthly_cents: priced.members[index]!.monthlyCents,
        annual_cents: priced.members[index]!.annualCents,
      }),
    ),
  ]);
  return {
    id,
    createdAt,
    totalMonthlyCost: priced.totalMonthlyCents,
    totalAnnualCost: priced.totalAnnualCents,
    totalCoverageAmount: priced.totalCoverCents,
  };
}
