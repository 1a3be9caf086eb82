import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iterateFeedText, MAX_REPORTED_ERRORS, parseFeedLines, parseFeedStream, parseFeedText } from './parse-feed.js';

const line = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    externalId: 'a1',
    title: 'Cámara réflex',
    description: 'Señal de uso mínima',
    price: 300,
    url: 'https://x.es/a1',
    images: ['/demo-images/car-1.svg'],
    category: 1,
    province: 'Madrid',
    city: 'Madrid',
    latitude: 40.4,
    longitude: -3.7,
    sellerType: 'particular',
    publishDate: '2025-05-01T10:00:00Z',
    attributes: { year: 2019, km: 50_000 },
    ...overrides,
  });

async function collect<T, R>(iterator: AsyncGenerator<T, R>): Promise<{ items: T[]; result: R }> {
  const items: T[] = [];
  for (;;) {
    const step = await iterator.next();
    if (step.done) return { items, result: step.value };
    items.push(step.value);
  }
}

async function* chunksOf(parts: (string | Uint8Array)[]) {
  for (const part of parts) yield part;
}

describe('parseFeedText', () => {
  it('parses valid lines into ads', () => {
    const { ads, stats } = parseFeedText(`${line()}\n${line({ externalId: 'a2', price: 99.6 })}\n`);
    expect(ads.map((a) => [a.externalId, a.price])).toEqual([
      ['a1', 300],
      ['a2', 100],
    ]);
    expect(ads[0].publishDate).toEqual(new Date('2025-05-01T10:00:00Z'));
    expect(stats).toEqual({ lines: 2, ok: 2, bad: 0, blank: 0, skipped: 0, errors: [] });
  });

  it('skips and counts bad lines, never failing, keeping the first reasons', () => {
    const text = [
      line(),
      '',
      '{not json',
      line({ price: -1 }),
      '   ',
      line({ category: 9 }),
      '[1,2]',
      line({ url: 'nope' }),
      'null',
      line({ title: '' }),
      line({ externalId: 'ok2' }),
    ].join('\n');
    const { ads, stats } = parseFeedText(text);
    expect(ads.map((a) => a.externalId)).toEqual(['a1', 'ok2']);
    expect(stats).toMatchObject({ lines: 11, ok: 2, bad: 7, blank: 2, skipped: 0 });
    expect(stats.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(stats.errors[0]).toEqual({ line: 3, reason: 'invalid JSON' });
    expect(stats.errors[1].line).toBe(4);
    expect(stats.errors[1].reason).toMatch(/^price: /);
    expect(stats.errors[2].reason).toMatch(/^category: /);
  });

  it('tolerates CRLF line ends and a byte-order mark', () => {
    const { ads, stats } = parseFeedText(`\ufeff${line()}\r\n${line({ externalId: 'b' })}\r\n`);
    expect(ads).toHaveLength(2);
    expect(stats.bad).toBe(0);
  });

  it('drops other categories before validating when asked', () => {
    const { ads, stats } = parseFeedText([line({ category: 2 }), line({ category: 1 }), line({ category: 2, price: 'x' }), line({ category: 7 })].join('\n'), {
      categoryId: 1,
    });
    expect(ads).toHaveLength(1);
    expect(stats).toMatchObject({ ok: 1, skipped: 2, bad: 1 });
  });

  it('iterates lazily and returns the stats', () => {
    const iterator = iterateFeedText(`${line()}\n{}\n`);
    expect(iterator.next().value).toMatchObject({ externalId: 'a1' });
    const end = iterator.next();
    expect(end.done).toBe(true);
    expect(end.value).toMatchObject({ ok: 1, bad: 1 });
  });

  it('reads the shipped demo feed without a bad line', () => {
    const file = path.resolve(import.meta.dirname, '../../../../../assets/demo-feed.jsonl');
    const { ads, stats } = parseFeedText(readFileSync(file, 'utf8'));
    expect(stats.bad).toBe(0);
    expect(ads.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(ads.map((a) => a.category))).toEqual(new Set([1, 2, 3]));
  });
});

describe('parseFeedStream', () => {
  const text = [line(), '', 'broken', line({ externalId: 'ñandú-2', title: 'Camión con grúa · ½ precio' }), line({ externalId: 'x3' })].join('\n');

  it('gives the same ads and stats as parseFeedText however the bytes are split', async () => {
    const bytes = new TextEncoder().encode(text);
    const expected = parseFeedText(text);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }), async (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
        const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
        const { items, result } = await collect(parseFeedStream(chunksOf(chunks)));
        expect(items).toEqual(expected.ads);
        expect(result).toEqual(expected.stats);
      }),
      { numRuns: 100 },
    );
  });

  it('accepts text chunks and a last line without a line break', async () => {
    const { items, result } = await collect(parseFeedStream(chunksOf([line().slice(0, 10), `${line().slice(10)}\n${line({ externalId: 'z' })}`])));
    expect(items.map((a) => a.externalId)).toEqual(['a1', 'z']);
    expect(result.ok).toBe(2);
  });
});

describe('parseFeedLines', () => {
  it('parses one line per item (as node:readline yields)', async () => {
    const { items, result } = await collect(parseFeedLines(chunksOf([line(), 'oops', line({ externalId: 'b' })]) as AsyncIterable<string>, { categoryId: 1 }));
    expect(items.map((a) => a.externalId)).toEqual(['a1', 'b']);
    expect(result).toMatchObject({ lines: 3, ok: 2, bad: 1 });
  });
});
