import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ADMIN_EMAIL } from '../../test/test-app.js';
import { createResult, createSearch, type SignedIn, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { BAD_JSON_BODIES, BAD_MULTIPART_BODIES, BAD_PATH_IDS, WRONG_CONTENT_TYPES, badQueries, badValues, propertiesOf } from '../../test/fuzz-inputs.js';
import * as schema from '../db/schema/index.js';

/**
 * every operation of the OpenAPI document, as a customer and as the admin, gets malformed
 * path ids, queries and bodies. Each answer is below 500, a 4xx is in the one error shape, and no
 * table changes. A fixed list (fuzz-inputs.ts), so every run sends the same requests.
 */

type Operation = { method: string; path: string; pathParams: string[]; queryParams: string[]; body?: Record<string, unknown>; multipart: boolean };
/** One malformed request: a JSON text or other raw payload, and its content type when it has one. */
type FuzzRequest = { method: NonNullable<InjectOptions['method']>; url: string; payload?: string; headers?: Record<string, string> };

/** A valid body per operation; the fuzz breaks one field at a time so the rest of the body passes. */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/Search': {
    title: 'Golf',
    description: 'Coche familiar',
    category: 1,
    frequency: 24,
    isActive: false,
    parameters: { keywords: 'golf', platformIds: [1] },
  },
  'PUT /api/Search/{id}': { title: 'Golf', description: 'Coche familiar', frequency: 24 },
  'POST /api/SearchParameter/{searchId}': {
    keywords: 'golf',
    userSearch: 'Busco un golf',
    locationRange: 50,
    latitude: 40.4,
    longitude: -3.7,
    minPrice: 100,
    maxPrice: 2000,
    platformIds: [1],
  },
  'PUT /api/SearchParameter/{searchId}': {
    keywords: 'golf',
    userSearch: 'Busco un golf',
    locationRange: 50,
    latitude: 40.4,
    longitude: -3.7,
    minPrice: 100,
    maxPrice: 2000,
    platformIds: [1],
  },
  'POST /api/SearchResult/{searchId}/manual-ad': {
    title: 'Golf GTI',
    description: 'Muy cuidado',
    price: 9000,
    url: 'https://www.example.com/anuncio/1',
    images: ['https://img.example.com/1.jpg'],
    category: 1,
    province: 'Madrid',
    city: 'Madrid',
    sellerType: 'particular',
    platformId: 1,
  },
  'POST /api/SearchResultFiltered/filter/{searchId}/{adId}': { notes: 'Buena opción' },
  'PUT /api/UserSettings': { theme: 'dark', isEmailEnabled: true },
  'POST /api/User/send-verification': { phoneNumber: '+34612345678' },
  'POST /api/User/verify-code': { phoneNumber: '+34612345678', code: '123456' },
  'POST /api/User/dev-login': { email: 'fuzz@example.com', name: 'Fuzz' },
  'POST /api/User/google-auth': { accessToken: 'token-de-prueba', email: 'fuzz@example.com', name: 'Fuzz', googleId: 'g-1' },
};

const MAX_ID = '2147483647';

const t = useTestApp();
let customer: SignedIn;
let admin: SignedIn;
let searchId: number;
let adId: number;
let operations: Operation[];

beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
  customer = await signIn(t.app);
  const search = await createSearch(t.app, customer, { parameters: { keywords: 'golf' } });
  searchId = search.id;
  adId = (await createResult(t.app, search)).ad.id;
  await t.as(customer).post(`/api/Likes/${adId}`);
  await t.as(customer).put('/api/UserSettings', { theme: 'dark' });
  operations = readOperations((t.app as unknown as { swagger(): OpenApi }).swagger());
});

type OpenApi = {
  paths: Record<
    string,
    Record<string, { description?: string; parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: object }> } }>
  >;
};

function readOperations(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined,
        // Upload routes have no JSON body schema, so no request body in the document: their description says "Multipart".
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']) || /^multipart\b/i.test(op.description ?? ''),
      });
    }
  }
  return out;
}

const key = (op: Operation) => `${op.method} ${op.path}`;

function fillPath(op: Operation, value: (name: string) => string): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));
}

/** Real ids where a body schema guards the call (so the body really is checked); otherwise an id nobody has. */
function pathFor(op: Operation): string {
  if (!op.body) return fillPath(op, () => MAX_ID);
  return fillPath(op, (name) => String(name === 'adId' ? adId : searchId));
}

function requestsFor(op: Operation): FuzzRequest[] {
  const method = op.method as FuzzRequest['method'];
  const out: FuzzRequest[] = [];
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const json = (url: string, payload: string): FuzzRequest => ({ method, url, payload, headers: { 'content-type': 'application/json' } });

  // Malformed path ids, one parameter at a time.
  for (const name of op.pathParams) {
    for (const bad of BAD_PATH_IDS) out.push({ method, url: fillPath(op, (n) => (n === name ? bad : MAX_ID)) });
  }
  // Queries: only where nothing can run (reads, or an id nobody has).
  if (op.method === 'GET' || op.pathParams.length > 0) {
    for (const query of badQueries(op.queryParams)) out.push({ method, url: `${fillPath(op, () => MAX_ID)}?${query}` });
  }
  if (!hasBody) return out;
  // Parser-level garbage is refused before any handler, so it is safe on every writing route.
  for (const payload of BAD_JSON_BODIES) out.push(json(pathFor(op), payload));
  for (const { type, payload } of WRONG_CONTENT_TYPES) out.push({ method, url: pathFor(op), payload, headers: { 'content-type': type } });
  if (op.multipart) for (const { type, payload } of BAD_MULTIPART_BODIES) out.push({ method, url: pathFor(op), payload, headers: { 'content-type': type } });
  if (!op.body) return out;
  // One broken field at a time on a valid body, nested objects too.
  const base = BASE_BODIES[key(op)] ?? {};
  const props = propertiesOf(op.body);
  for (const [field, fieldSchema] of Object.entries(props)) {
    for (const value of badValues(fieldSchema)) out.push(json(pathFor(op), JSON.stringify({ ...base, [field]: value })));
    const nested = propertiesOf(fieldSchema);
    const nestedBase = (base[field] ?? {}) as Record<string, unknown>;
    for (const [inner, innerSchema] of Object.entries(nested)) {
      for (const value of badValues(innerSchema)) out.push(json(pathFor(op), JSON.stringify({ ...base, [field]: { ...nestedBase, [inner]: value } })));
    }
  }
  return out;
}

/** Every row of the tables a request could touch, in a stable order. */
async function snapshot() {
  const db = t.database.db;
  const tables = {
    users: schema.users,
    userSettings: schema.userSettings,
    searches: schema.searches,
    searchParameters: schema.searchParameters,
    ads: schema.ads,
    searchResults: schema.searchResults,
    likes: schema.likes,
    filteredResults: schema.filteredResults,
    notifications: schema.notifications,
    notificationReads: schema.notificationReads,
    phoneVerifications: schema.phoneVerifications,
    whatsappConsents: schema.whatsappConsents,
    outboxMessages: schema.outboxMessages,
    searchHires: schema.searchHires,
  };
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows: unknown[] = await db.select().from(table);
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers 4xx in the error shape (never 5xx) and changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(25);
    // The four upload routes (become expert, a service's create and edit, a review) get the broken multipart bodies.
    expect(operations.filter((op) => op.multipart).length).toBeGreaterThanOrEqual(4);
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    const requests = (['customer', 'admin'] as const).flatMap((role) =>
      operations.flatMap((op) => requestsFor(op).map((options) => ({ role, who: role === 'customer' ? customer : admin, options }))),
    );
    // A few requests in flight at once: each is independent of the others (none may change anything), and on
    // PostgreSQL the round trips then overlap instead of adding up.
    const check = async ({ role, who, options }: (typeof requests)[number]) => {
      const res = await t.as(who).request(options.method, options.url, options.payload, { headers: options.headers });
      sent += 1;
      const what = `${role} ${options.method} ${String(options.url).slice(0, 120)} ${String(options.payload ?? '').slice(0, 120)} → ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${what} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        const body = safeJson(res.body);
        const shaped =
          body && typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0 && typeof body.requestId === 'string';
        if (!shaped) failures.push(`${what} not in the error shape: ${res.body.slice(0, 200)}`);
      }
    };
    let next = 0;
    const lane = async () => {
      while (next < requests.length) await check(requests[next++]!);
    };
    await Promise.all(Array.from({ length: 4 }, lane));
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
