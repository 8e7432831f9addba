/** The home page's marketing claims (spec doc 1, section 1). */
export const trustClaims = [
  { value: '5+', label: 'Years Experience' },
  { value: '500+', label: 'Families Helped' },
  { value: 'N$50M+', label: 'Claims Paid Out' },
  { value: 'CFI', label: 'Certified' },
] as const;

export const regulators = ['NAMFISA', 'NAIB'] as const;
