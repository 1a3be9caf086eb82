import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

type Caller = { headers: { authorization: string } } | null;
type Payload = InjectOptions['payload'];
type Method = NonNullable<InjectOptions['method']>;
/** Extra headers, a query, and the client's address (rate limits count per address; 127.0.0.1 when not given). */
type RequestOptions = { headers?: Record<string, string>; query?: Record<string, string>; remoteAddress?: string };

/** Calls on behalf of one user (or nobody): `t.as(user).get('/api/Search')`. */
export type Client = {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Any method, for tests that walk a list of calls (a route table, an OpenAPI document, a table of cases). */
  request(method: Method, url: string, payload?: Payload, options?: RequestOptions): Promise<LightMyRequestResponse>;
};

export type TestHarness = Omit<TestApp, 'close'> & { as(user: Caller): Client; anonymous: Client };

type Env = Record<string, string>;
/** The app's environment, or a function giving it once earlier beforeAll hooks have run (to pass a fake server's URL). */
export type TestEnv = Env | (() => Env | Promise<Env>);

/**
 * The one set-up of a server test file: the real app on its own database for the file's tests, closed after.
 * Read its fields inside tests or hooks (they exist once beforeAll has run). `env` may be a function, evaluated
 * in this beforeAll, so hooks registered before it (a fake server starting) have run.
 */
export function useTestApp(env: TestEnv = {}, options: { workers?: boolean } = {}): TestHarness {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? await env() : env, options);
  });
  afterAll(() => current?.close());

  const opened = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is not ready yet (use it inside tests or hooks)');
    return current;
  };
  const as = (user: Caller): Client => {
    const send = (method: Method, url: string, payload?: Payload, extra: RequestOptions = {}) =>
      opened().app.inject({ method, url, payload, query: extra.query, remoteAddress: extra.remoteAddress, headers: { ...user?.headers, ...extra.headers } });
    return {
      get: (url, extra) => send('GET', url, undefined, extra),
      delete: (url, extra) => send('DELETE', url, undefined, extra),
      post: (url, payload, extra) => send('POST', url, payload, extra),
      put: (url, payload, extra) => send('PUT', url, payload, extra),
      patch: (url, payload, extra) => send('PATCH', url, payload, extra),
      request: send,
    };
  };
  return {
    get app() {
      return opened().app;
    },
    get config() {
      return opened().config;
    },
    get database() {
      return opened().database;
    },
    get queue() {
      return opened().queue;
    },
    as,
    anonymous: as(null),
  };
}
