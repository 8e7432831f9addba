import type { Migration } from 'kysely';
import * as m0001 from './0001_newsletter';
import * as m0002 from './0002_enquiries';

/** Every migration, in order. Names sort: keep the 4-digit prefix. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_newsletter': m0001,
  '0002_enquiries': m0002,
};
