import { type Fna, type FnaInput, fnaSchema } from '../../../shared/fna';
import type { Validation } from '../../lib/form-store';

/** The wizard's rules: the server's own schema (loaded on demand, Wizard.tsx). */
export function validateFna(values: FnaInput): Validation<Fna> {
  const parsed = fnaSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: parsed.error.issues };
}
