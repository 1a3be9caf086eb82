import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import type { RouteEntry } from './route-access.js';

const t = useTestApp();

/** A concrete path for a route: every parameter 1, every wildcard a file name. */
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
/** The same path with its first letter percent-encoded (`/api/...` → `/%61pi/...`). */
const percentEncoded = (path: string) => path.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);

/** Sends the request target as given (absolute form included), bypassing any client-side normalisation. */
function rawRequest(port: number, method: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers: { host: 'localhost', 'content-length': 0 } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('every route states who may call it', () => {
  let privateRoutes: RouteEntry[];
  let port: number;
  beforeAll(async () => {
    privateRoutes = t.app.routeAccessTable.filter((route) => route.access !== 'public');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('knows the private API, and keeps the public calls few and deliberate', () => {
    expect(privateRoutes.length).toBeGreaterThan(30);
    const publicApi = t.app.routeAccessTable.filter(
      (route) => route.access === 'public' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(publicApi.map((route) => `${route.method} ${route.url}`).sort()).toMatchSnapshot();
  });

  it('answers 401 without a token on every private route, whatever the spelling of the target', async () => {
    const failures: string[] = [];
    for (const { method, url } of privateRoutes) {
      const path = concretePath(url);
      const variants = [
        ['plain', (await t.anonymous.request(method as 'GET', path)).statusCode],
        ['percent-encoded', (await t.anonymous.request(method as 'GET', percentEncoded(path))).statusCode],
        ['absolute-form', await rawRequest(port, method, `http://localhost${path}`)],
        ['absolute-form, percent-encoded', await rawRequest(port, method, `http://localhost${percentEncoded(path)}`)],
      ] as const;
      for (const [variant, status] of variants) if (status !== 401) failures.push(`${method} ${path} (${variant}): ${status}`);
    }
    expect(failures).toEqual([]);
  });
});
