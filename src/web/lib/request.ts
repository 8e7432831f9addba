import type { QueryFunction } from '@tanstack/react-query';
import { siteUpdating } from '../../shared/api-error';

/**
 * The request helper of the spec's "Shared request behaviour": JSON in and out, credentials
 * always sent (the admin session is an HttpOnly cookie, DECISIONS D2), and any non-OK answer
 * raised as an Error whose message is `status: body text` (or the status text if the body is empty).
 */

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'RequestError';
  }

  /** The server's messages by field (a 400's `fields`), when it sent them. */
  get serverFields(): Record<string, string> | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { error?: { fields?: unknown } };
      const fields = body.error?.fields;
      return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's own message from our error shape, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { error?: { message?: unknown } };
      return typeof body.error?.message === 'string' ? body.error.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Whether the site is being updated (issue 56): an upgrade holds writes, and the server, or the
 * proxy in front of a stopped one, answered 503 with that code. The form keeps what was typed.
 */
export function isSiteUpdating(error: unknown): boolean {
  if (!(error instanceof RequestError) || error.status !== 503) return false;
  try {
    return (JSON.parse(error.bodyText) as { error?: { code?: unknown } }).error?.code === siteUpdating.code;
  } catch {
    return false;
  }
}

/** A public form's failure text: the spec's own, or "we are updating the site" while an upgrade holds writes. */
export function failureTextOr(error: unknown, specText: string): string {
  return isSiteUpdating(error) ? siteUpdating.message : specText;
}

/** What to tell the adviser when a request failed: the server's own message, or `fallback`. */
export function describeError(error: unknown, fallback = 'Please try again.'): string {
  return error instanceof RequestError ? (error.serverMessage ?? error.message) : fallback;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new RequestError(response.status, text, response.statusText);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Returns the parsed JSON when the answer is JSON, otherwise the raw Response. */
export async function apiRequest<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = options;
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : response) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data query: a GET on the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
