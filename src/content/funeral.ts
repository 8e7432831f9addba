/** The funeral page's "Why Choose Our Funeral Cover?" list (spec doc 2, funeral cover page). */
export const funeralReasons = [
  'Comprehensive family coverage options',
  'Affordable monthly or annual premiums',
  'Quick claims processing',
  'Coverage for extended family',
  'Professional assistance throughout',
] as const;
