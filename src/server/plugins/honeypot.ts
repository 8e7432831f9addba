import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { honeypotFieldName } from '../../shared/fields';

/**
 * A filled honeypot field means a bot filled in the form. It gets the same 201 a person gets (so
 * it learns nothing) and nothing is stored. Returns true when the request was answered here.
 */
export function answeredBot(request: FastifyRequest, reply: FastifyReply, now: Date): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  const trap = body?.[honeypotFieldName];
  if (typeof trap !== 'string' || trap.trim() === '') return false;
  request.log.info({ route: request.routeOptions.url }, 'honeypot filled: request discarded');
  void reply.code(201).send({ id: randomUUID(), createdAt: now.toISOString() });
  return true;
}
