import { describe, expect, it } from 'vitest';
import { policyCreateSchema } from '../shared/book';
import { insurersMatching, namibianInsurers } from './insurers';

describe('the insurers offered when a policy is recorded', () => {
  it('are each named once, and each a name the policy form accepts (2 to 80 characters)', () => {
    const lowered = namibianInsurers.map((name) => name.toLowerCase());
    expect(new Set(lowered).size).toBe(lowered.length);
    const insurer = policyCreateSchema.shape.insurer;
    for (const name of namibianInsurers) expect(insurer.safeParse(name).success, name).toBe(true);
  });

  it('are found by part of the name', () => {
    expect(insurersMatching('hollard')).toEqual(['Hollard Life Namibia', 'Hollard Insurance Namibia']);
    expect(insurersMatching('  ')).toHaveLength(namibianInsurers.length);
    expect(insurersMatching('No Such Insurer')).toEqual([]);
  });
});
