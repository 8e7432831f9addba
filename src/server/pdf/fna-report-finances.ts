import type { FnaAnalysis } from '../../domain/fna/analysis';
import { shortfallText } from '../../domain/fna/needs';
import { assetClasses, riskProfileLabels, strategicAssetAllocation } from '../../domain/fna/totals';
import { budgetDeductionItems, budgetExpenseItems, budgetIncomeItems, type Fna } from '../../shared/fna';
import { cents, money, needRows, type Report } from './fna-report-layout';

/** The disclaimer that closes the report. */
export const fnaDisclaimer =
  'This report is based on the information the client gave and on the assumptions shown. It is for financial planning and is not a quotation or a guarantee of any benefit; product terms, underwriting and market returns decide what is paid. Review it with your adviser whenever your circumstances change.';

/** The report's sections 4 to 8: budget, income and expenditure, needs, estate and education, the advice record. */
export function financeSections(
  report: Report,
  form: Fna,
  analysis: FnaAnalysis,
  titles: readonly string[],
): void {
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
}
