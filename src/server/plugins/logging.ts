import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Log lines carry no personal data: the path without its query string, no bodies, no IP address,
 * and any e-mail, phone, name, password, token or cookie that reaches a log object is censored.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phone',
  '*.password',
  '*.token',
  '*.fullName',
  '*.firstName',
  '*.lastName',
  '*.idNumber',
  'body',
  '*.body',
];

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?', 1)[0],
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}
