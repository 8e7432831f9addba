/**
 * The one shape of every API error (ARCHITECTURE: "Errors have one shape"). A type, not a zod
 * schema: the browser's request helper reads `siteUpdating` from this file, and a schema built at
 * load put all of zod in the file every island loads (issue 59: 45 of its 48 KB gzip were zod).
 */
export interface ApiError {
  error: {
    code: string;
    message: string;
    /** Field path (dots for nesting) to the message for that field. */
    fields?: Record<string, string>;
  };
}

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
