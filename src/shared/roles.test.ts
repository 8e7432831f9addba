import { describe, expect, it } from 'vitest';
import { asRole, mayUse, refusalMessage, roleWithArticle } from './roles';

describe('roles', () => {
  it.each([
    ['owner', 'an owner'],
    ['adviser', 'an adviser'],
    ['assistant', 'an assistant'],
  ] as const)('says %s as "%s"', (role, said) => {
    expect(roleWithArticle(role)).toBe(said);
  });

  it.each([
    ['assistant', 'export', 'An assistant may not export clients’ records.'],
    ['adviser', 'team', 'An adviser may not manage the team.'],
  ] as const)('refuses %s the %s area in words', (role, area, message) => {
    expect(mayUse(role, area)).toBe(false);
    expect(refusalMessage(role, area)).toBe(message);
  });

  it.each([
    ['owner', 'owner'],
    ['boss', 'assistant'],
    [null, 'assistant'],
  ] as const)('reads the stored role %s as %s', (stored, role) => {
    expect(asRole(stored)).toBe(role);
  });
});
