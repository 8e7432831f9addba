import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../shared/api-error';
import { type Area, mayUse, type Role, refusalMessage } from '../../shared/roles';
import { sendError } from './errors';
import { linkArea } from './route-access';

/**
 * Fields a role may not see are left out of the answers it gets (issue 34), not hidden by the
 * browser: an assistant's client has no `idNumber`, a policy no `commission`. The walk covers every
 * object answer of a back-office route, at any depth, so a new answer that carries an ID number is
 * covered without a line here. A readable view's field (`{ label, value }`) carries the area it
 * belongs to as `sensitive` and is left out the same way.
 */
const hiddenKeys = {
  identity: ['idNumber', 'id_number', 'idNumberHash', 'id_number_hash'],
  advice: ['bankingDetails', 'medicalInfo', 'healthStatus', 'smoker'],
  book: ['commission', 'commissions'],
} satisfies Partial<Record<Area, readonly string[]>>;
type HiddenArea = keyof typeof hiddenKeys;

/** The keys `role` may not see, each with its area; empty when it sees everything. */
export function keysHiddenFrom(role: Role): Map<string, HiddenArea> {
  const keys = new Map<string, HiddenArea>();
  for (const [area, names] of Object.entries(hiddenKeys) as [HiddenArea, readonly string[]][])
    if (!mayUse(role, area)) for (const name of names) keys.set(name, area);
  return keys;
}

function hiddenAreas(role: Role): Set<string> {
  return new Set(Object.keys(hiddenKeys).filter((area) => !mayUse(role, area as Area)));
}

/**
 * A copy of `value` without the keys, without the array items marked with a hidden area, and with
 * no `href` to a back-office route the role may not open (a timeline's FNA report or document).
 */
export function redact(
  value: unknown,
  keys: ReadonlyMap<string, unknown>,
  areas: Set<string>,
  role: Role,
): unknown {
  if (Array.isArray(value))
    return value
      .filter(
        (item) =>
          !(item && typeof item === 'object' && areas.has((item as { sensitive?: string }).sensitive ?? '')),
      )
      .map((item) => redact(item, keys, areas, role));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (keys.has(key)) continue;
    if (key === 'href' && typeof item === 'string') {
      const area = linkArea(item);
      copy[key] = area && !mayUse(role, area) ? null : item;
      continue;
    }
    copy[key] = redact(item, keys, areas, role);
  }
  return copy;
}

/**
 * The hooks that keep from a role what it may not see (issue 34), for the back office's routes
 * (the only ones a signed-in admin reaches; issue 45: hooks on every request cost a promise each).
 */
export const redaction = {
  preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const role = request.admin?.role;
    // An error's field names (`fields.idNumber`) are not the field's value.
    if (!role || reply.statusCode >= 400) return payload;
    const keys = keysHiddenFrom(role);
    return keys.size > 0 ? redact(payload, keys, hiddenAreas(role), role) : payload;
  },
  // What a role may not see, it may not write either: a body naming such a field is refused whole.
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    const role = request.admin?.role;
    const body = request.body;
    if (!role || !body || typeof body !== 'object' || Array.isArray(body)) return;
    const keys = keysHiddenFrom(role);
    const named = Object.keys(body).find((key) => keys.has(key));
    if (named)
      return sendError(reply, 403, apiErrorCodes.forbidden, refusalMessage(role, keys.get(named) as Area), {
        [named]: refusalMessage(role, keys.get(named) as Area),
      });
  },
};
