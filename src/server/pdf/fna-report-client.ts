import type { FnaAnalysis } from '../../domain/fna/analysis';
import { type Fna, policyLists } from '../../shared/fna';
import { cents, money, type Report } from './fna-report-layout';

/** The report's sections 1 to 3: client consent, personal information, insurance and investments. */
export function clientSections(
  report: Report,
  form: Fna,
  analysis: FnaAnalysis,
  titles: readonly string[],
  client: string,
): void {
  // 1. Client Consent
  const consent = form.consentInfo;
  report.section(titles[0]!);
  report.fields([
    ['Client', `${consent.clientName} ${consent.clientSurname}`],
    ['Identity number', consent.identityNumber],
    ['Capacity', consent.representativeCapacity ? 'Representative' : 'Personal'],
    ...(consent.representativeCapacity
      ? ([['Representative details', consent.representativeDetails]] as [string, string][])
      : []),
    ['Consent to obtain information', consent.consentGiven ? 'Given' : 'Not given'],
    ['Adviser', consent.advisorName],
    ['Place and date', `${consent.location}, ${consent.date}`],
    ['Signed (typed)', consent.clientSignature],
  ]);

  // 2. Personal Information
  const personal = form.personalInfo;
  report.section(titles[1]!);
  report.fields([
    ['Name', client],
    ['Date of birth', personal.dateOfBirth],
    ['ID number', personal.idNumber],
    ['Marital status', personal.maritalStatus],
    ['Citizenship', personal.citizenship],
    ['Cell / work', `${personal.cell}${personal.telWorkNumber ? ` / ${personal.telWorkNumber}` : ''}`],
    ['E-mail', personal.email],
    ['Address', personal.residentialAddress],
    ['Occupation and employer', `${personal.occupation}, ${personal.employer}`],
    ['Income (monthly)', money(personal.income)],
    ...(personal.maritalStatus === 'Married'
      ? ([['Spouse income (monthly)', money(personal.spouseIncome)]] as [string, string][])
      : []),
    [
      'Work',
      `${personal.physicalWork}${personal.hazardousActivities ? `; hazardous: ${personal.hazardousActivities}` : ''}`,
    ],
    ['Qualification', [personal.qualification, personal.institution].filter(Boolean).join(', ')],
    ['Smoker (years)', personal.smokerYears],
    ['Height / weight', `${personal.height} cm / ${personal.weight} kg`],
    ['Medical aid', personal.medicalAid],
    [
      'Dependants',
      personal.hasDependants === 'yes'
        ? `${personal.numberOfDependants}: ${personal.dependantsDetails}`
        : 'None',
    ],
    [
      'Chronic illness or disability',
      personal.hasChronicIllness === 'yes' ? personal.chronicIllnessDetails : 'None',
    ],
  ]);
  report.heading('Beneficiaries');
  if (form.beneficiaries.length === 0) report.paragraph('None named.');
  else
    report.table(
      ['Name', 'Relationship', 'ID / date of birth', 'Share', 'Contact'],
      form.beneficiaries.map((b) => [
        b.fullName,
        b.relationship,
        b.idNumber || b.dateOfBirth,
        `${b.percentage}%`,
        b.contactNumber,
      ]),
      { widths: [130, 90, 110, 50, report.width - 380] },
    );
  report.heading('Banking details');
  const bank = form.bankingDetails;
  report.fields([
    ['Bank and branch', `${bank.bankName}, ${bank.branch} (${bank.branchCode})`],
    ['Account', `${bank.typeOfAccount} ${bank.accountNumber}`],
    ['Deduction date', bank.deductionDate],
  ]);
  report.heading('Employment');
  const job = form.employmentDetails;
  report.fields([
    ['Company', job.companyName],
    ['Employee number', job.employeeNumber],
    ['Income tax number', job.incomeTaxNumber],
    ['Preferred time of contact', job.preferredTimeOfContact],
  ]);
  report.heading('Medical and business');
  const medical = form.medicalInfo;
  const flag = (entry: { answer: string; details: string }) =>
    entry.answer === 'yes' ? `Yes${entry.details ? `: ${entry.details}` : ''}` : 'No';
  report.fields([
    ['Medical statement', medical.medicalStatement],
    ['Owner or shareholder', flag(medical.ownerShareholder)],
    ['Professional association', flag(medical.professionalAssociation)],
    ['Business assurance', flag(medical.businessAssurance)],
    ['Partnership', flag(medical.partnership)],
    ['Ownership', flag(medical.ownership)],
    ['Enforceable will', medical.enforceableWill === 'yes' ? 'Yes' : 'No'],
    ['Power of attorney', medical.powerOfAttorney === 'yes' ? 'Yes' : 'No'],
    ['Short-term insurance', medical.shortTermInsurance === 'yes' ? 'Yes' : 'No'],
  ]);

  // 3. Insurance & Investments
  report.section(titles[2]!);
  const summary = form.insuranceInvestmentSummary;
  let anyPolicy = false;
  for (const list of policyLists) {
    const policies = summary[list.key];
    if (policies.length === 0) continue;
    anyPolicy = true;
    report.heading(list.label);
    const sumOf = (field: 'premium' | 'death' | 'disability' | 'dreadDisease' | 'cashValue') =>
      money(policies.reduce((sum, policy) => sum + policy[field], 0));
    report.table(
      ['Policy', 'Company', 'Premium', 'Death', 'Disability', 'Dread disease', 'Cash value'],
      policies.map((p) => [
        p.policyNumber,
        p.company,
        money(p.premium),
        money(p.death),
        money(p.disability),
        money(p.dreadDisease),
        money(p.cashValue),
      ]),
      {
        widths: [60, 75, 65, 75, 75, 70, report.width - 420],
        totals: [
          'Total',
          '',
          sumOf('premium'),
          sumOf('death'),
          sumOf('disability'),
          sumOf('dreadDisease'),
          sumOf('cashValue'),
        ],
      },
    );
  }
  if (!anyPolicy) report.paragraph('No existing policies or investments were listed.');
  report.heading('Cover and savings in place');
  report.fields([
    ['Life cover (death)', cents(analysis.existing.deathCoverCents)],
    ['Disability cover', cents(analysis.existing.disabilityCoverCents)],
    ['Dread disease cover', cents(analysis.existing.dreadDiseaseCoverCents)],
    ['Retirement savings', cents(analysis.existing.retirementSavingsCents)],
    [
      "Dependants' monthly income benefits",
      `Spouse ${money(summary.dependentsMonthlyIncomeBenefits.spouse)}, children ${money(summary.dependentsMonthlyIncomeBenefits.children)}`,
    ],
  ]);
  if (summary.incomeFromPensions.length > 0)
    report.table(
      ['Income from pensions', 'Monthly'],
      summary.incomeFromPensions.map((p) => [p.source, money(p.monthlyAmount)]),
      { widths: [report.width - 150, 150] },
    );
}
