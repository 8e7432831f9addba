import { mayUse, type Role } from '../../shared/roles';

/**
 * What a role receives is decided by what a value is (D29, issue 42), wherever it travels: a
 * document's file name carries ID and account numbers (`ID-91021512345.pdf`), a date of birth is
 * the ID number's first six digits. These go only to roles that see identity. Serialisers ask
 * here, so a value is never sent to be stripped later by its key.
 */
export function seesIdentity(role: Role | undefined): boolean {
  return role === undefined || mayUse(role, 'identity');
}

/** A document's file name for the role, or nothing: an assistant sees its kind, date and size. */
export function fileNameFor<Item extends { fileName?: string }>(
  role: Role | undefined,
  item: Item,
): Item | Omit<Item, 'fileName'> {
  if (seesIdentity(role)) return item;
  const { fileName: _fileName, ...rest } = item;
  return rest;
}
