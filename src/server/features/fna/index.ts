import { type Fna, fnaSchema } from '../../../shared/fna';
import type { DatabaseHandle } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { latestFnaOf } from './repository';

/** The newest FNA a client submitted (issue 31: its policies and children go into the book), read and checked again. */
export async function latestFna(
  database: DatabaseHandle,
  clientIds: readonly string[],
): Promise<{ id: string; submittedAt: string; form: Fna } | null> {
  if (clientIds.length === 0) return null;
  const row = await latestFnaOf(database.db, clientIds);
  if (!row) return null;
  // Parsed again so defaults added since it was stored are filled in.
  return {
    id: row.id,
    submittedAt: row.created_at,
    form: fnaSchema.parse(JSON.parse(fieldCipher().decrypt(row.form))),
  };
}
export { registerFnaRoutes } from './routes';
export { reportOf } from './service';
