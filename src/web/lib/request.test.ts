import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { apiRequest, getQueryFn, RequestError } from './request';

function answer(status: number, body: string, contentType = 'application/json', statusText = '') {
  return new Response(status === 204 || status === 304 ? null : body, {
    status,
    statusText,
    headers: { 'content-type': contentType },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with its content type and credentials, and parses a JSON answer', async () => {
    const fetchMock = vi.fn(async () => answer(201, '{"id":"abc"}'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ id: string }>('/api/newsletter-subscriptions', {
      method: 'POST',
      body: { email: 'a@example.com' },
    });
    expect(result).toEqual({ id: 'abc' });
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter-subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com"}',
      credentials: 'include',
      signal: undefined,
    });
  });

  it('sends no body and no content type on a GET, and defaults to GET', async () => {
    const fetchMock = vi.fn(async () => answer(200, '[]'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/leads');
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'GET',
      headers: {},
      body: undefined,
      credentials: 'include',
      signal: undefined,
    });
  });

  it('returns the raw Response when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, '%PDF-1.7', 'application/pdf')),
    );
    const result = await apiRequest<Response>('/api/fna/1/pdf');
    expect(result).toBeInstanceOf(Response);
    expect(await result.text()).toBe('%PDF-1.7');
  });

  it('raises "status: body text" on a non-OK answer', async () => {
    const body =
      '{"error":{"code":"VALIDATION_FAILED","message":"email: Please enter a valid email address"}}';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, body)),
    );
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe(`400: ${body}`);
    expect((error as RequestError).status).toBe(400);
    expect((error as RequestError).serverMessage).toBe('email: Please enter a valid email address');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, '', 'text/plain', 'Service Unavailable')),
    );
    await expect(apiRequest('/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('has no server message for a body that is not our error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502, '<html>Bad gateway</html>', 'text/html')),
    );
    const error = (await apiRequest('/api/x').catch((caught: unknown) => caught)) as RequestError;
    expect(error.message).toBe('502: <html>Bad gateway</html>');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const context = (key: string) =>
    ({ queryKey: [key], signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('GETs the first element of the query key with credentials', async () => {
    const fetchMock = vi.fn(async () => answer(200, '[{"id":1}]'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getQueryFn({ on401: 'throw' })(context('/api/leads'))).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ credentials: 'include' }));
  });

  it('throws on 401 by default, or returns null when asked to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, '{"error":{"code":"UNAUTHORIZED","message":"Sign in"}}')),
    );
    await expect(getQueryFn({ on401: 'throw' })(context('/api/leads'))).rejects.toThrow(/^401: /);
    expect(await getQueryFn({ on401: 'returnNull' })(context('/api/leads'))).toBeNull();
  });
});

describe('createQueryClient', () => {
  it('has the spec defaults: no retries, no refetch on focus or interval, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
