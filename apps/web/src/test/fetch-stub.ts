import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type StubAnswer = { status?: number; body?: unknown } | Response;
type Handler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  if (answer.body === undefined || status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch (the third-party edge) with handlers keyed 'METHOD /path'.
 * Unknown calls answer 404 with the server's error shape. Returns the recorded requests.
 */
export function stubFetch(handlers: Record<string, Handler | StubAnswer>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: StubRequest = {
      method,
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text === undefined ? init.body : JSON.parse(text),
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return toResponse({ status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado', requestId: 't' } });
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const AUTH_CONFIG_DEV = { 'GET /api/User/auth-config': { body: { googleClientId: null, devLogin: true } } };
