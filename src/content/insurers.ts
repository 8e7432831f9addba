/**
 * The insurers and product providers active in Namibia (issue 31), offered as a data list when a
 * policy is recorded: a suggestion, not a select, so a provider not listed is typed in (2 to 80
 * characters). Names as the adviser would read them on a statement. Business data: extended
 * here, not in a component.
 */
export const namibianInsurers: readonly string[] = [
  // Life and long-term insurers.
  'Old Mutual Namibia',
  'Sanlam Namibia',
  'Momentum Namibia',
  'Metropolitan Namibia',
  'Hollard Life Namibia',
  'Liberty Life Namibia',
  'Capricorn Life',
  'Nedbank Namibia Life Assurance',
  'FNB Namibia (Ashburton Life)',
  'Avbob Namibia',
  'Assurance Namibia',
  // Short-term insurers.
  'Hollard Insurance Namibia',
  'Santam Namibia',
  'Old Mutual Insure Namibia',
  'Bonlife Assurance',
  'Namibia National Insurance (NamibRe)',
  'Allianz Namibia',
  'Westport Insurance',
  // Medical aid funds.
  'Namibia Medical Care',
  'Renaissance Health Medical Aid Fund',
  'Nammed Medical Aid Fund',
  'Napotel Medical Aid Fund',
  'Bankmed Namibia',
  'Prosperity Health',
  // Investment managers and retirement funds.
  'Allan Gray Namibia',
  'Capricorn Asset Management',
  'Old Mutual Investment Group Namibia',
  'Sanlam Investment Management Namibia',
  'Ninety One Namibia',
  'Simonis Storm Securities',
  'IJG Securities',
  'Government Institutions Pension Fund (GIPF)',
  'Retirement Fund for Local Authorities (RFLAIE)',
];

/** The list's names that start with or contain what was typed (case-insensitive), for tests and search. */
export function insurersMatching(typed: string): string[] {
  const wanted = typed.trim().toLowerCase();
  return wanted
    ? namibianInsurers.filter((name) => name.toLowerCase().includes(wanted))
    : [...namibianInsurers];
}
