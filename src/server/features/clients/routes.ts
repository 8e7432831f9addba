import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  clientListQuerySchema,
  clientMergeSchema,
  clientUpdateSchema,
  contactLogSchema,
  noteSchema,
  taskCreateSchema,
  taskUpdateSchema,
  todayQuerySchema,
  todaySectionQuerySchema,
  todaySections,
} from '../../../shared/clients';
import { contactDetailActionSchema, contactDetailActions } from '../../../shared/contact-details';
import { clientCreateSchema, duplicateMessage } from '../../../shared/new-client';
import { relationCreateSchema } from '../../../shared/relations';
import { mayUse } from '../../../shared/roles';
import type { AppContext } from '../../context';
import { adminOnly, mineOf, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { addNote, createTask, deleteNote, editNote, logContact, updateTask } from './activity';
import { actOnContactDetail, resolveContactClash } from './contact-details';
import { createClient } from './create';
import { mergeClients, undoMerge } from './merge';
import { addRelation, removeRelation } from './relations';
import { clientDetails, clientOfRecord, listViewer, searchClients, updateClient } from './service';
import { contactPromise, today, todaySection } from './today';

const clashParams = idParams.extend({ clashId: z.string().min(1).max(64) });

/** The client book, notes, contacts, tasks and the day (issue 18): admin only, audited. */
export function registerClientRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });
  const noStore = { 'cache-control': 'no-store' };
  const { database } = context;

  routes.get(
    '/api/admin/clients',
    { config: adminOnly, schema: { querystring: clientListQuerySchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await searchClients(database, request.query, context.now(), listViewer(signedInAdmin(request))),
        ),
  );

  // Issue 43: a client added by hand; a likely duplicate answers 409 with theirs unless confirmedNew.
  routes.post(
    '/api/admin/clients',
    { config: adminOnly, schema: { body: clientCreateSchema } },
    async (request, reply) => {
      const made = await createClient(database, request.body, actor(request), context.now());
      if ('duplicate' in made) {
        const message = duplicateMessage(made.duplicate);
        // The error's one shape, with the client the details lead to beside it.
        return reply
          .code(409)
          .headers(noStore)
          .send({
            error: { code: apiErrorCodes.conflict, message, fields: { confirmedNew: message } },
            id: made.duplicate.id,
            duplicate: made.duplicate,
          });
      }
      return reply.code(201).headers(noStore).send(made);
    },
  );

  routes.get(
    '/api/admin/clients/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await clientDetails(database, request.params.id, signedInAdmin(request), context.now())),
  );

  routes.get(
    '/api/admin/record-client/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => reply.headers(noStore).send(await clientOfRecord(database, request.params.id)),
  );

  routes.patch(
    '/api/admin/clients/:id',
    { config: adminOnly, schema: { params: idParams, body: clientUpdateSchema } },
    async (request) => updateClient(database, request.params.id, request.body, actor(request), context.now()),
  );

  // D31: a detail a later form or the portal added: confirm it, file its enquiry as a new person, or remove it.
  for (const action of contactDetailActions)
    routes.post(
      `/api/admin/clients/:id/contact-details/${action}`,
      { config: adminOnly, schema: { params: idParams, body: contactDetailActionSchema } },
      async (request, reply) =>
        reply
          .headers(noStore)
          .send(
            await actOnContactDetail(
              database,
              request.params.id,
              action,
              request.body.key,
              actor(request),
              context.now(),
            ),
          ),
    );

  // A number one client gave in their portal that another has: the adviser has dealt with it.
  routes.post(
    '/api/admin/clients/:id/contact-clashes/:clashId/resolve',
    { config: adminOnly, schema: { params: clashParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await resolveContactClash(
            database,
            request.params.id,
            request.params.clashId,
            actor(request),
            context.now(),
          ),
        ),
  );

  routes.post(
    '/api/admin/clients/:id/relations',
    { config: adminOnly, schema: { params: idParams, body: relationCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await addRelation(database, request.params.id, request.body, actor(request), context.now())),
  );

  routes.delete(
    '/api/admin/clients/:id/relations/:otherClientId',
    {
      config: adminOnly,
      schema: { params: z.object({ id: idParams.shape.id, otherClientId: idParams.shape.id }) },
    },
    async (request, reply) => {
      await removeRelation(
        database,
        request.params.id,
        request.params.otherClientId,
        actor(request),
        context.now(),
      );
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/admin/clients/:id/merge',
    { config: adminOnly, schema: { params: idParams, body: clientMergeSchema } },
    async (request) =>
      mergeClients(database, request.params.id, request.body.sourceId, actor(request), context.now()),
  );

  routes.post(
    '/api/admin/clients/:id/merges/:mergeId/undo',
    {
      config: adminOnly,
      schema: { params: z.object({ id: idParams.shape.id, mergeId: idParams.shape.id }) },
    },
    async (request) =>
      undoMerge(database, request.params.id, request.params.mergeId, actor(request), context.now()),
  );

  routes.post(
    '/api/admin/clients/:id/notes',
    { config: adminOnly, schema: { params: idParams, body: noteSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addNote(database, request.params.id, request.body.body, actor(request), context.now())),
  );

  routes.patch(
    '/api/admin/notes/:id',
    { config: adminOnly, schema: { params: idParams, body: noteSchema } },
    async (request) =>
      editNote(database, request.params.id, request.body.body, actor(request), context.now()),
  );

  routes.delete(
    '/api/admin/notes/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await deleteNote(database, request.params.id, actor(request), context.now());
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/admin/clients/:id/contacts',
    { config: adminOnly, schema: { params: idParams, body: contactLogSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await logContact(database, request.params.id, request.body, actor(request), context.now())),
  );

  routes.post(
    '/api/admin/tasks',
    { config: adminOnly, schema: { body: taskCreateSchema } },
    async (request, reply) =>
      reply.code(201).send(await createTask(database, request.body, actor(request), context.now())),
  );

  routes.patch(
    '/api/admin/tasks/:id',
    { config: adminOnly, schema: { params: idParams, body: taskUpdateSchema } },
    async (request) => updateTask(database, request.params.id, request.body, actor(request), context.now()),
  );

  routes.get('/api/admin/contact-promise', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await contactPromise(database, context.now())),
  );

  routes.get(
    '/api/admin/today',
    { config: adminOnly, schema: { querystring: todayQuerySchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await today(
            database,
            context.now(),
            mineOf(request, request.query.adviser),
            mayUse(signedInAdmin(request).role, 'book'),
          ),
        ),
  );

  routes.get(
    '/api/admin/today/:section',
    {
      config: adminOnly,
      schema: {
        params: z.strictObject({
          section: z.enum(todaySections, { error: `section is one of ${todaySections.join(', ')}` }),
        }),
        querystring: todaySectionQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await todaySection(
            database,
            request.params.section,
            request.query.page,
            context.now(),
            mineOf(request, request.query.adviser),
          ),
        ),
  );
}
