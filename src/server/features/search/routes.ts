import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyProductLabels } from '../../../domain/book/policy-labels';
import type { PolicyProduct } from '../../../shared/book';
import { pipelineStageLabel } from '../../../shared/pipeline';
import { type SearchResults, searchGroupSize } from '../../../shared/search';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { policiesByNumberLike } from '../book';
import type { ListViewer } from '../clients';
import { listViewer, searchClients } from '../clients';
import { listRecords, pipeline } from '../records';

const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q is the text to look for' })
    .trim()
    .max(200, 'Search for at most 200 characters')
    .default(''),
});

/**
 * Search from anywhere in the back office (issue 34): the client book's own search (name, phone
 * in any form, e-mail, whole ID number), the policies by number, and the board's
 * cards (every enquiry is one), each the first five with how many in all. The three run one
 * after the other on the server's connection; each is one of the lists the back office already has.
 */
export async function searchEverywhere(
  database: DatabaseHandle,
  q: string,
  now: Date,
  viewer: ListViewer,
): Promise<SearchResults> {
  if (q === '')
    return {
      q,
      clients: { items: [], total: 0 },
      policies: { items: [], total: 0 },
      enquiries: { items: [], total: 0 },
    };
  const clients = await searchClients(
    database,
    { q, sort: 'activity', filter: 'all', adviser: 'anyone', stage: 'any', page: 1 },
    now,
    viewer,
  );
  const policies = await policiesByNumberLike(database.db, q, searchGroupSize);
  const enquiries = await listRecords(database.db, pipeline, { q, page: 1 }, viewer);
  return {
    q,
    clients: {
      items: clients.items.slice(0, searchGroupSize).map((client) => ({
        id: client.id,
        name: client.name || client.email || client.phone,
        detail: [client.phone, client.email].filter(Boolean).join(' · '),
        stage: client.stage,
        dependant: client.dependant,
      })),
      total: clients.total,
    },
    policies: {
      items: policies.rows.map((policy) => ({
        id: policy.id,
        policyNumber: policy.policy_number,
        detail: `${policy.insurer}, ${policyProductLabels[policy.product as PolicyProduct] ?? policy.product} · ${policy.client_name}`,
      })),
      total: policies.total,
    },
    enquiries: {
      items: enquiries.items.slice(0, searchGroupSize).map((card) => ({
        id: String(card.id),
        name: String(card.name ?? ''),
        detail: [card.source, pipelineStageLabel(String(card.status))]
          .filter(Boolean)
          .map(String)
          .join(' · '),
        clientId: (card.clientId as string | null | undefined) ?? null,
      })),
      total: enquiries.total,
    },
  };
}

export function registerSearchRoutes(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/search',
      { config: adminOnly, schema: { querystring: searchQuerySchema } },
      async (request, reply) =>
        reply
          .headers({ 'cache-control': 'no-store' })
          .send(
            await searchEverywhere(
              context.database,
              request.query.q,
              context.now(),
              listViewer(signedInAdmin(request)),
            ),
          ),
    );
}
