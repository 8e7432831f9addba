import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiError, apiErrorCodes } from '../../shared/api-error';

/** Thrown by services for a 4xx the route should pass on as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 naming the field and why, as the forms show it under the field. */
export function fieldRefused(field: string, message: string): HttpError {
  return new HttpError(400, apiErrorCodes.validation, `${field}: ${message}`, { [field]: message });
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FastifyReply {
  const body: ApiError = { error: fields ? { code, message, fields } : { code, message } };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, by their code, to our status, code and plain message. */
const fastifyClientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiErrorCodes.payloadTooLarge, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    apiErrorCodes.unsupportedMediaType,
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, apiErrorCodes.validation, 'The Content-Length header is wrong.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    apiErrorCodes.invalidJson,
    'The request body is empty; send a JSON object.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiErrorCodes.invalidJson, 'The request body is not valid JSON.'],
};

function validationFields(
  error: FastifyError & {
    validation: {
      instancePath: string;
      keyword?: string;
      message?: string;
      params?: Record<string, unknown>;
    }[];
  },
) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      // Each unknown field is named, with its path, so a client sees exactly what to drop.
      for (const key of issue.params.keys as string[])
        fields[path ? `${path}.${key}` : key] ??= 'Unknown field';
      continue;
    }
    fields[path || '(body)'] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return sendError(reply, 400, apiErrorCodes.validation, message, fields);
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (error.statusCode === 429) {
      // @fastify/rate-limit has already set Retry-After and the x-ratelimit-* headers.
      return sendError(reply, 429, apiErrorCodes.rateLimited, error.message);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, apiErrorCodes.invalidJson, 'The request body is not valid JSON.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, apiErrorCodes.validation, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      500,
      apiErrorCodes.internal,
      'Something went wrong on our side. Please try again.',
    );
  });
}
