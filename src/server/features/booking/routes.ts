import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRescheduleSchema,
  availabilitySettingsSchema,
  bookingBlockSchema,
  bookingRequestSchema,
  calendarQuerySchema,
  manageTokenSchema,
  rescheduleSchema,
  slotsQuerySchema,
} from '../../../shared/booking';
import { adviserFilterSchema } from '../../../shared/clients';
import type { AppContext } from '../../context';
import { adminOnly, mineOf, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { resolveClient } from '../clients';
import { adviserCancel, adviserReschedule, calendar, feedCalendar, feedUrl } from './adviser';
import { clientAppointments } from './client-appointments';
import { cancelManagedBooking, managedBooking, rescheduleBooking } from './manage';
import {
  addBookingBlock,
  availability,
  createBooking,
  listBookingBlocks,
  removeBookingBlock,
  saveAvailability,
  slotsFrom,
} from './service';

/** The calendar's query, and `mine`: the bookings of the signed-in person's clients and of nobody's yet (issue 34). */
const adminCalendarQuerySchema = calendarQuerySchema.extend({
  adviser: adviserFilterSchema,
});

/** Booking a consultation time (issue 20): free slots, booking one, the adviser's availability. */

export function registerBookingRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const site = context.config.site;

  routes.get('/api/booking/slots', { schema: { querystring: slotsQuerySchema } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({
      slots: await slotsFrom(context.database, site, context.now(), request.query.from, request.query.days),
    }),
  );

  routes.post('/api/bookings', { schema: { body: bookingRequestSchema } }, async (request, reply) =>
    reply.code(201).send(await createBooking(context.database, site, request.body, context.now())),
  );

  // The visitor's own link (issue 20): the token in a body, so it is in no URL a log could keep.
  routes.post(
    '/api/bookings/manage/lookup',
    { schema: { body: manageTokenSchema } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await managedBooking(context.database, site, { token: request.body.token }, context.now())),
  );

  routes.post(
    '/api/bookings/manage/reschedule',
    { schema: { body: rescheduleSchema } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await rescheduleBooking(
            context.database,
            site,
            { key: { token: request.body.token }, start: request.body.start, kind: request.body.kind },
            request.ip,
            context.now(),
          ),
        ),
  );

  routes.post(
    '/api/bookings/manage/cancel',
    { schema: { body: manageTokenSchema } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await cancelManagedBooking(
            context.database,
            site,
            { token: request.body.token },
            request.ip,
            context.now(),
          ),
        ),
  );

  routes.get('/api/admin/booking/availability', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await availability(context.database, site)),
  );

  routes.put(
    '/api/admin/booking/availability',
    { config: adminOnly, schema: { body: availabilitySettingsSchema } },
    async (request) =>
      saveAvailability(
        context.database,
        request.body,
        { admin: signedInAdmin(request), ip: request.ip },
        context.now(),
      ),
  );

  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });

  routes.get('/api/admin/booking/blocks', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listBookingBlocks(context.database)),
  );

  routes.post(
    '/api/admin/booking/blocks',
    { config: adminOnly, schema: { body: bookingBlockSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addBookingBlock(context.database, request.body, actor(request), context.now())),
  );

  routes.delete(
    '/api/admin/booking/blocks/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await removeBookingBlock(context.database, request.params.id, actor(request), context.now());
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/calendar',
    { config: adminOnly, schema: { querystring: adminCalendarQuerySchema } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({
        items: await calendar(
          context.database,
          request.query.from,
          request.query.days,
          mineOf(request, request.query.adviser),
        ),
      }),
  );

  routes.get(
    '/api/admin/clients/:id/appointments',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      // A merged-away id answers for the client it was merged into.
      const client = await resolveClient(context.database, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .send(await clientAppointments(context.database, client.id, context.now()));
    },
  );

  routes.post(
    '/api/admin/bookings/:id/reschedule',
    { config: adminOnly, schema: { params: idParams, body: adminRescheduleSchema } },
    async (request) =>
      adviserReschedule(
        context.database,
        site,
        request.params.id,
        request.body,
        actor(request),
        context.now(),
      ),
  );

  routes.post(
    '/api/admin/bookings/:id/cancel',
    { config: adminOnly, schema: { params: idParams } },
    async (request) => adviserCancel(context.database, request.params.id, actor(request), context.now()),
  );

  routes.get('/api/admin/booking/feed', { config: adminOnly }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await feedUrl(context.database, site, actor(request), context.now())),
  );

  routes.post('/api/admin/booking/feed/renew', { config: adminOnly }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await feedUrl(context.database, site, actor(request), context.now(), true)),
  );

  // The private feed calendars subscribe to: its token is the only key, so it is checked, not a session.
  routes.get(
    '/api/calendar-feed/:file',
    {
      schema: {
        params: z.strictObject({
          file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'No calendar at this address.'),
        }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await feedCalendar(context.database, site, request.params.file.slice(0, -4), context.now())),
  );
}
