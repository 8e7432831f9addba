/**
 * Households (issue 31): clients linked to each other. A link is stored once, from one client's
 * side ("B is A's child"); seen from the other side it reads the other way ("A is B's parent").
 */

export const clientRelations = ['spouse', 'child', 'parent', 'dependant', 'business-partner'] as const;
export type ClientRelation = (typeof clientRelations)[number];
/** What a link reads as from the other side; a dependant's side sees the one who provides for them. */
export type SeenRelation = ClientRelation | 'provider';

export const relationLabels: Record<SeenRelation, string> = {
  spouse: 'Spouse or partner',
  child: 'Child',
  parent: 'Parent',
  dependant: 'Other dependant',
  'business-partner': 'Business partner',
  provider: 'Provides for them',
};

export const inverseRelation: Record<ClientRelation, SeenRelation> = {
  spouse: 'spouse',
  child: 'parent',
  parent: 'child',
  dependant: 'provider',
  'business-partner': 'business-partner',
};
