import { z } from 'zod';
import { clientRelations, type SeenRelation } from '../domain/clients/relations';

/** The kinds of link and their labels live in src/domain/clients/relations.ts (issue 57: the import's reading needs them). */
export * from '../domain/clients/relations';

/** `POST /api/admin/clients/:id/relations`: the other client is this client's <relation>. */
export const relationCreateSchema = z.strictObject({
  otherClientId: z
    .string({ error: 'Choose the other client' })
    .trim()
    .min(1, 'Choose the other client')
    .max(64, 'Choose the other client'),
  relation: z.enum(clientRelations, { error: 'Choose how they are related' }),
});
export type RelationCreateInput = z.infer<typeof relationCreateSchema>;

export interface Relation {
  clientId: string;
  name: string;
  relation: SeenRelation;
}
