import { sendJson, startHttpFake } from './http-fake.js';

/** What the fake answers to one call of GET /api/v3/search. */
export type WallapopReply = { status?: number; body?: unknown; headers?: Record<string, string> };

let sequence = 0;

/** A car item shaped like Wallapop's v3 search answers (near Madrid, a private seller). */
export function wallapopCarItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    id: `wp${sequence}x9k`,
    user_id: `user${sequence}`,
    title: 'Seat León 1.5 TSI FR',
    description: 'Seat León FR de 2019 con 61.000 km, libro de revisiones y ITV recién pasada. Siempre en garaje.',
    category_id: 100,
    price: { amount: 14999.5, currency: 'EUR' },
    images: [
      {
        average_hex_color: '#a0a0a0',
        urls: {
          small: `https://cdn.wallapop.test/${sequence}/1-s.jpg`,
          medium: `https://cdn.wallapop.test/${sequence}/1-m.jpg`,
          big: `https://cdn.wallapop.test/${sequence}/1-b.jpg`,
        },
      },
      {
        average_hex_color: '#b0b0b0',
        urls: {
          small: `https://cdn.wallapop.test/${sequence}/2-s.jpg`,
          medium: `https://cdn.wallapop.test/${sequence}/2-m.jpg`,
          big: `https://cdn.wallapop.test/${sequence}/2-b.jpg`,
        },
      },
    ],
    reserved: { flag: false },
    location: { latitude: 40.43, longitude: -3.69, postal_code: '28010', city: 'Madrid', region: 'Madrid', country_code: 'ES' },
    shipping: { item_is_shippable: false, user_allows_shipping: false },
    web_slug: `seat-leon-1-5-tsi-fr-${sequence}`,
    created_at: Date.now() - 2 * 86_400_000,
    modified_at: Date.now() - 86_400_000,
    type_attributes: { brand: 'Seat', model: 'León', year: 2019, km: 61000, engine: 'gasoline', gearbox: 'manual' },
    ...overrides,
  };
}

/** One page of a v3 search answer; `nextPage` becomes `meta.next_page`. */
export function wallapopPage(items: unknown[], nextPage?: string): Record<string, unknown> {
  return {
    data: { section: { payload: { order: 'newest', title: 'Resultados', items } } },
    meta: nextPage ? { next_page: nextPage } : {},
  };
}

const EMPTY_PAGE: WallapopReply = { status: 200, body: wallapopPage([]) };

/**
 * A local stand-in for api.wallapop.com: answers GET /api/v3/search with the queued replies in order,
 * then with the fallback (an empty page unless told otherwise). Records every call and when it came.
 */
export async function startWallapopFake() {
  const queued: WallapopReply[] = [];
  let fallback = EMPTY_PAGE;
  const arrivals: number[] = [];
  const fake = await startHttpFake((request, response) => {
    arrivals.push(performance.now());
    const url = new URL(request.url, 'http://fake.local');
    if (request.method !== 'GET' || url.pathname !== '/api/v3/search') return sendJson(response, 404, { message: 'Not found' });
    const reply = queued.shift() ?? fallback;
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
  });
  return {
    url: fake.url,
    requests: fake.requests,
    /** performance.now() of each call, in the order of `requests`. */
    arrivals,
    /** Answers for the next calls, in order. */
    reply(...replies: WallapopReply[]) {
      queued.push(...replies);
    },
    /** The answer once the queue is empty. */
    replyAlways(reply: WallapopReply) {
      fallback = reply;
    },
    /** The query parameters of call `index` (0-based). */
    params(index: number): Record<string, string> {
      return Object.fromEntries(new URL(fake.requests[index].url, fake.url).searchParams);
    },
    reset() {
      queued.length = 0;
      fallback = EMPTY_PAGE;
      fake.requests.length = 0;
      arrivals.length = 0;
    },
    close: fake.close,
  };
}

export type WallapopFake = Awaited<ReturnType<typeof startWallapopFake>>;
