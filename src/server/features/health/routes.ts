import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorCodes } from '../../../shared/api-error';
import { type DatabaseHandle, isDatabaseReachable } from '../../db';
import { sendError } from '../../plugins/errors';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', async (_request, reply) => {
    if (!(await isDatabaseReachable(database.db))) {
      return sendError(reply, 503, apiErrorCodes.unavailable, 'The database is not reachable.');
    }
    return { status: 'ok', database: 'reachable', dialect: database.dialect };
  });
}
