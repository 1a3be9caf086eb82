/**
 * The malformed inputs of the API fuzz test (apps/server/src/http/fuzz.test.ts): a fixed list, so every
 * run sends the same requests. Each value here is invalid for whatever field receives it.
 */

type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; nullable?: boolean };

export const LONG_TEXT = 'x'.repeat(20_000);

/** Path ids that no route may accept (none coerces to a valid id such as ' 1', '0x10' or '1.0'). */
export const BAD_PATH_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999',
  '2147483648',
  '1e300',
  'NaN',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%2e%2e',
  encodeURIComponent('\u0000\u0007'),
  LONG_TEXT,
];

/** Query strings sent to every operation (unknown keys are ignored; known ones must be refused). */
export function badQueries(names: string[]): string[] {
  if (names.length === 0) return ['__proto__[admin]=true', 'constructor=%00', `id=${encodeURIComponent(LONG_TEXT)}`, 'id=%E0%A4%A'];
  const keys = [...names, '__proto__', 'constructor'];
  const values = ['%00', '-1', '0', '1.5', '99999999999', 'abc', encodeURIComponent(LONG_TEXT), '%E0%A4%A'];
  const out = keys.flatMap((key) => values.map((value) => `${key}=${value}`));
  out.push(keys.map((k) => `${k}=1&${k}=2`).join('&'), '__proto__[admin]=true', 'constructor[prototype][admin]=true');
  return out;
}

function typesOf(schema: JsonSchema | undefined): Set<string> {
  const out = new Set<string>();
  if (!schema) return out;
  for (const t of [schema.type ?? []].flat()) out.add(t);
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const t of typesOf(s)) out.add(t);
  return out;
}

/** Values invalid for a field of that JSON schema: wrong types, huge and negative numbers, NUL, control characters, 20,000 characters. */
export function badValues(schema: JsonSchema | undefined): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [
    '\u0000',
    'a\u0000b',
    'ok\u0007\u001b[31m',
    'ok\u0085',
    LONG_TEXT,
    99_999_999_999,
    -99_999_999_999,
    1e308,
    -1e308,
    [LONG_TEXT],
    ['\u0000'],
  ];
  if (!types.has('object')) values.push({ nested: true });
  if (types.has('object')) values.push([], [{}], 'objeto', 42);
  if (types.has('array')) values.push({ 0: 1 }, [null], [[]]);
  if (types.has('boolean')) values.push('yes', 0, 'true');
  if (types.has('string')) values.push(12345, true);
  if (types.has('number') || types.has('integer')) values.push('abc', true, '99999999999');
  return values;
}

export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const merged: Record<string, JsonSchema> = { ...(schema.properties ?? {}) };
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) Object.assign(merged, propertiesOf(s));
  return merged;
}

/** Whole bodies that are never valid JSON objects of any operation (sent as application/json). */
export const BAD_JSON_BODIES = [
  '[]',
  '[{}]',
  '"texto"',
  '42',
  'true',
  '{',
  '{"a":',
  '{"title":"\\u0000"',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"parameters":{"__proto__":{"admin":true}}}',
  `[${'['.repeat(500)}${']'.repeat(500)}]`,
  JSON.stringify({ list: Array.from({ length: 2000 }, (_, i) => i) }).slice(0, -1),
];

/** Bodies under content types the API does not take. */
export const WRONG_CONTENT_TYPES: { type: string; payload: string }[] = [
  { type: 'text/plain', payload: '{"title":"Golf"}' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nGolf\r\n--x--\r\n' },
  { type: 'application/x-www-form-urlencoded', payload: 'title=Golf&__proto__[admin]=true' },
  { type: 'application/xml', payload: '<title>Golf</title>' },
  { type: 'application/json; charset=utf-16', payload: '["\u0000"]' },
  { type: 'application/json', payload: '' },
];

/** Broken multipart bodies: every upload route answers 400, never 500. */
export const BAD_MULTIPART_BODIES: { type: string; payload: string }[] = [
  { type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="description"\r\n\r\nGolf\r\n--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="description"\r\n\r\nGo' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
  },
  { type: 'multipart/form-data; boundary=x', payload: '\u0000\u00ff\u0013random bytes\r\n--y\r\n\u0001' },
];
