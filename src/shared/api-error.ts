import { z } from 'zod';

/** The one shape of every API error (ARCHITECTURE: "Errors have one shape"). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dots for nesting) to the message for that field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorCodes = {
  validation: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * What every write is answered while an upgrade holds them (issue 56: 503 with Retry-After): the
 * visitor's form keeps what they typed and says this.
 */
export const siteUpdating = {
  code: 'SITE_UPDATING',
  message: 'We are updating the site: try again in a minute.',
  retryAfterSeconds: 60,
} as const;
