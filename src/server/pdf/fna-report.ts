import PDFDocument from 'pdfkit';
import type { SiteConfig } from '../../content/site';
import { analyseFna, type FnaAnalysis } from '../../domain/fna/analysis';
import { type CapitalNeedOutcome, shortfallText } from '../../domain/fna/needs';
import { assetClasses, riskProfileLabels, strategicAssetAllocation } from '../../domain/fna/totals';
import { formatNad, toCents } from '../../domain/money';
import {
  budgetDeductionItems,
  budgetExpenseItems,
  budgetIncomeItems,
  type Fna,
  fnaSteps,
  policyLists,
} from '../../shared/fna';

/**
 * The Financial Needs Analysis report (issue 8, DECISIONS D12): A4, selectable text, a cover, one
 * section per step of the wizard with the entered data in tables, the computed needs with their
 * shortfalls, the strategic asset allocation, the declarations, page numbers and the disclaimer.
 * Built from the stored form; every figure comes from `analyseFna`.
 */

const brand = '#0f5e4f';
const ink = '#0f172a';
const muted = '#475569';
const rule = '#cbd5e1';

const money = (amount: number) => formatNad(toCents(amount));
const cents = (value: number) => formatNad(value);

export const fnaDisclaimer =
  'This report is based on the information the client gave and on the assumptions shown. It is for financial planning and is not a quotation or a guarantee of any benefit; product terms, underwriting and market returns decide what is paid. Review it with your adviser whenever your circumstances change.';

type Doc = InstanceType<typeof PDFDocument>;

class Report {
  readonly left: number;
  readonly width: number;
  constructor(readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private room(height: number) {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  section(title: string) {
    this.doc.addPage();
    this.doc.fillColor(brand).font('Helvetica-Bold').fontSize(18).text(title, this.left, this.doc.y);
    this.doc
      .moveTo(this.left, this.doc.y + 2)
      .lineTo(this.left + this.width, this.doc.y + 2)
      .strokeColor(brand)
      .lineWidth(1.5)
      .stroke();
    this.doc.moveDown(0.8);
  }

  heading(title: string) {
    this.room(60);
    this.doc
      .moveDown(0.4)
      .fillColor(ink)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(title, this.left, this.doc.y);
    this.doc.moveDown(0.3);
  }

  paragraph(text: string) {
    this.room(30);
    this.doc
      .fillColor(ink)
      .font('Helvetica')
      .fontSize(10)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /** Label and value pairs, two columns of text. */
  fields(pairs: readonly [string, string | number][]) {
    const labelWidth = 170;
    for (const [label, value] of pairs) {
      const text = value === '' ? '—' : String(value);
      const height = Math.max(
        this.doc
          .font('Helvetica')
          .fontSize(10)
          .heightOfString(text, { width: this.width - labelWidth }),
        14,
      );
      this.room(height + 4);
      const top = this.doc.y;
      this.doc
        .fillColor(muted)
        .font('Helvetica')
        .fontSize(10)
        .text(label, this.left, top, { width: labelWidth - 8 });
      this.doc.fillColor(ink).text(text, this.left + labelWidth, top, { width: this.width - labelWidth });
      this.doc.y = Math.max(this.doc.y, top + height) + 3;
    }
    this.doc.x = this.left;
  }

  /** A table: header row, body rows, an optional bold last row (totals). Numbers align right. */
  table(
    headers: readonly string[],
    rows: readonly (readonly string[])[],
    options: { widths?: number[]; totals?: readonly string[] } = {},
  ) {
    const widths = options.widths ?? headers.map(() => this.width / headers.length);
    const drawRow = (cells: readonly string[], font: string, fill?: string) => {
      this.doc.font(font).fontSize(9);
      const height =
        Math.max(
          ...cells.map((cell, index) =>
            this.doc.heightOfString(cell || '—', { width: (widths[index] ?? 60) - 8 }),
          ),
          10,
        ) + 6;
      this.room(height);
      const top = this.doc.y;
      if (fill) this.doc.rect(this.left, top, this.width, height).fill(fill);
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 60;
        const numeric = /^-?N\$|^\d[\d,.]*%?$|^-?\d/.test(cell) && index > 0;
        this.doc
          .fillColor(ink)
          .font(font)
          .text(cell || '—', x + 4, top + 3, { width: width - 8, align: numeric ? 'right' : 'left' });
        x += width;
      });
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .strokeColor(rule)
        .lineWidth(0.5)
        .stroke();
      this.doc.y = top + height;
    };
    drawRow(headers, 'Helvetica-Bold', '#e2efe9');
    for (const row of rows) drawRow(row, 'Helvetica');
    if (options.totals) drawRow(options.totals, 'Helvetica-Bold', '#f1f5f9');
    this.doc.x = this.left;
    this.doc.moveDown(0.6);
  }
}

function needRows(label: string, outcome: CapitalNeedOutcome): string[] {
  return [
    label,
    cents(outcome.totalNeedCents),
    cents(outcome.totalProvisionCents),
    shortfallText(outcome.shortfallCents),
  ];
}

export function buildFnaReport(
  form: Fna,
  meta: { id: string; submittedAt: Date; site: SiteConfig },
): Promise<Buffer> {
  const analysis: FnaAnalysis = analyseFna(form);
  const client =
    `${form.personalInfo.title} ${form.personalInfo.fullName} ${form.personalInfo.surname}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: `Financial Needs Analysis: ${client}`,
      Author: meta.site.businessName,
      Subject: 'Financial Needs Analysis',
      CreationDate: meta.submittedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const report = new Report(doc);
  const date = meta.submittedAt.toISOString().slice(0, 10);

  // Cover
  doc
    .fillColor(brand)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text('Financial Needs Analysis', report.left, 170, { width: report.width });
  doc
    .moveDown(0.5)
    .fillColor(ink)
    .font('Helvetica')
    .fontSize(14)
    .text(`Prepared for ${client}`, { width: report.width });
  doc.moveDown(1.5).fontSize(11).fillColor(muted);
  report.fields([
    ['Client', client],
    ['ID number', form.personalInfo.idNumber],
    [
      'Adviser',
      `${form.personalInfo.advisorName || meta.site.adviserName}${form.personalInfo.advisorCode ? ` (code ${form.personalInfo.advisorCode})` : ''}`,
    ],
    ['Practice', meta.site.businessName],
    ['Date', date],
    ['Reference', meta.id],
  ]);
  doc
    .moveDown(2)
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(9)
    .text(meta.site.registration, report.left, doc.y, { width: report.width });

  const titles = fnaSteps.map((step, index) => `${index + 1}. ${step.title}`);

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

  // 4. Budget Information
  report.section(titles[3]!);
  const budget = form.budgetInfo;
  const budgetTable = (
    title: string,
    items: readonly { key: string; label: string }[],
    values: Record<string, number>,
    totalCents: number,
  ) => {
    report.heading(title);
    report.table(
      ['Item', 'Monthly'],
      items.map((item) => [item.label, money(values[item.key] ?? 0)]),
      {
        widths: [report.width - 150, 150],
        totals: ['Total', cents(totalCents)],
      },
    );
  };
  budgetTable('Income', budgetIncomeItems, budget.income, analysis.budget.totalIncomeCents);
  budgetTable('Deductions', budgetDeductionItems, budget.deductions, analysis.budget.totalDeductionsCents);
  budgetTable('Expenses', budgetExpenseItems, budget.expenses, analysis.budget.totalExpensesCents);
  report.fields([['Net position (monthly)', cents(analysis.budget.netPositionCents)]]);

  // 5. Income & Expenditure
  report.section(titles[4]!);
  const particulars = form.personalParticulars;
  report.fields([
    ['Name', particulars.nameAndSurname],
    ['ID number', particulars.idNumber],
    ['Gender, age', `${particulars.gender === 'MALE' ? 'Male' : 'Female'}, ${particulars.age}`],
    ['Retirement age', particulars.retirementAge],
    ['Gross income (monthly)', money(form.incomeExpenditure.grossIncome)],
    ['Net income (monthly)', money(form.incomeExpenditure.netIncome)],
    ['Other monthly income', money(form.incomeExpenditure.otherMonthlyIncome)],
  ]);
  const balanceTable = (title: string, rows: Fna['assetsLiabilities']['assets'], totalCents: number) => {
    report.heading(title);
    if (rows.length === 0) return report.paragraph('None listed.');
    const word = (choice: string) => (choice === 'realise' ? 'Realise' : 'Keep');
    report.table(
      ['Item', 'Value', 'At death', 'At disability', 'At retirement'],
      rows.map((row) => [
        row.description,
        money(row.currentValue),
        word(row.atDeath),
        word(row.atDisability),
        word(row.atRetirement),
      ]),
      { widths: [report.width - 330, 100, 70, 80, 80], totals: ['Total', cents(totalCents), '', '', ''] },
    );
  };
  balanceTable('Assets', form.assetsLiabilities.assets, analysis.balanceSheet.totalAssetsCents);
  balanceTable(
    'Liabilities',
    form.assetsLiabilities.liabilities,
    analysis.balanceSheet.totalLiabilitiesCents,
  );
  report.fields([['Net worth', cents(analysis.balanceSheet.netWorthCents)]]);
  const events = analysis.balanceSheet.events;
  report.table(
    ['Event', 'Assets realised', 'Debts settled', 'Surplus / shortfall'],
    (['death', 'disability', 'retirement'] as const).map((event) => [
      event[0]!.toUpperCase() + event.slice(1),
      cents(events[event].realisedAssetsCents),
      cents(events[event].settledLiabilitiesCents),
      cents(events[event].surplusShortfallCents),
    ]),
    { widths: [report.width - 360, 120, 120, 120] },
  );

  // 6. Needs Analysis
  report.section(titles[5]!);
  const a = form.assumptions;
  report.heading('Assumptions');
  const pct = (value: number | null) => (value === null ? 'N/A' : `${value}%`);
  report.table(
    ['Set', 'Premium growth', 'Cover growth', 'Rate'],
    [
      [
        'General (inflation / return / retirement return)',
        pct(a.premiumGrowth),
        pct(a.coverGrowth),
        `${a.inflation}% / ${a.investmentReturn}% / ${a.retirementReturn}%`,
      ],
      ['Death', pct(a.death.premiumGrowth), pct(a.death.coverGrowth), pct(a.death.rate)],
      ['Disability', pct(a.disability.premiumGrowth), pct(a.disability.coverGrowth), pct(a.disability.rate)],
      ['Retirement', pct(a.retirement.premiumGrowth), pct(a.retirement.coverGrowth), pct(a.retirement.rate)],
    ],
    { widths: [report.width - 300, 90, 90, 120] },
  );
  report.heading('Needs and provision');
  report.table(
    ['Need', 'Total need', 'Provided', 'Shortfall or surplus'],
    [
      needRows('At death', analysis.death),
      needRows('At disability', analysis.disability),
      needRows('At critical illness', analysis.criticalIllness),
      [
        'At retirement',
        cents(analysis.retirement.capitalNeededCents),
        cents(analysis.retirement.projectedCapitalCents),
        shortfallText(analysis.retirement.shortfallCents),
      ],
    ],
    { widths: [report.width - 360, 110, 110, 140] },
  );
  report.fields([
    [
      'Death: lump sums / income capital',
      `${cents(analysis.death.lumpSumNeedCents)} / ${cents(analysis.death.incomeCapitalCents)}`,
    ],
    ['Disability: income protector valued at', cents(analysis.disability.incomeProtectorCapitalCents)],
    ['Years to retirement', analysis.retirement.yearsToRetirement],
    [
      'Income wanted at retirement (then)',
      `${cents(analysis.retirement.monthlyIncomeAtRetirementCents)} a month`,
    ],
    ['Extra saving to close the gap', `${cents(analysis.retirement.extraMonthlySavingCents)} a month`],
  ]);

  // 7. Estate & Education
  report.section(titles[6]!);
  const estate = form.estatePlanning;
  report.heading('Estate costs');
  report.fields([
    ['Gross estate (assets)', cents(analysis.balanceSheet.totalAssetsCents)],
    [
      `Executor's fee (${estate.executorFeePercent}% + ${estate.vatPercent}% VAT)`,
      cents(analysis.estate.executorFeeCents),
    ],
    ['Deeds office expenses', money(estate.deedsOfficeExpenses)],
    ['Advertisement costs', money(estate.advertisementCosts)],
    ['Other costs', money(estate.otherCosts)],
    ['Total costs', cents(analysis.estate.totalCostsCents)],
  ]);
  report.heading('Education planning');
  if (form.educationPlanning.children.length === 0) report.paragraph('No children listed.');
  else
    report.table(
      ['Child', 'Age', 'Years', 'Projected cost', 'Saved by then', 'Monthly saving'],
      form.educationPlanning.children.map((child, index) => {
        const outcome = analysis.education[index]!;
        return [
          child.name || `Child ${index + 1}`,
          String(child.currentAge),
          String(child.yearsOfStudies),
          cents(outcome.projectedCostCents),
          cents(outcome.savedAtStartCents),
          cents(outcome.monthlySavingCents),
        ];
      }),
      { widths: [report.width - 385, 40, 45, 105, 95, 100] },
    );

  // 8. Advice Record
  report.section(titles[7]!);
  const advice = form.adviceRecord;
  report.fields([
    ['Prepared for', advice.preparedFor],
    ['Prepared by', advice.preparedBy],
    ['Risk profile', riskProfileLabels[advice.riskProfile]],
    ['Benefit particulars', advice.benefitParticulars],
    ['Insurance policy particulars', advice.insurancePolicyParticulars],
    ['Benefit descriptions', advice.benefitDescriptions],
    [
      'Investment assumptions',
      `escalator ${advice.investmentAssumptions.escalator}%, inflation ${advice.investmentAssumptions.inflation}%, return ${advice.investmentAssumptions.investmentReturn}%, term ${advice.investmentAssumptions.term} years`,
    ],
    ['Total premium (monthly)', money(advice.totalPremium)],
    ['Comments', advice.comments],
  ]);
  report.heading(`Strategic asset allocation: ${riskProfileLabels[advice.riskProfile]}`);
  const ranges = strategicAssetAllocation[advice.riskProfile];
  report.table(
    ['Asset class', 'Range'],
    assetClasses.map((assetClass) => [
      assetClass[0]!.toUpperCase() + assetClass.slice(1),
      `${ranges[assetClass][0]}% - ${ranges[assetClass][1]}%`,
    ]),
    { widths: [report.width - 150, 150] },
  );
  report.heading('Declarations');
  report.fields([
    ['Client', `${advice.clientDeclaration.signature}, ${advice.clientDeclaration.date}`],
    ['Adviser', `${advice.advisorDeclaration.signature}, ${advice.advisorDeclaration.date}`],
  ]);
  report.heading('Disclaimer');
  report.paragraph(fnaDisclaimer);

  // Page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.height - 35;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${meta.site.businessName} · Financial Needs Analysis · ${client} · Page ${index + 1} of ${range.count}`,
        report.left,
        bottom,
        {
          width: report.width,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}
