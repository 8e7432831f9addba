import { z } from 'zod';

/** `/{id}` in a route: our ids are UUIDs; anything longer than this is not one of ours. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
