import { type Fna, type FnaInput, fnaSchema } from '../../../shared/fna';
import { checkWith } from '../../lib/form-store';

/** The wizard's rules: the server's own schema (loaded on demand, Wizard.tsx). */
export const validateFna = checkWith<FnaInput, Fna>(fnaSchema);
