import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../area-messages.js';
import { INT4_MAX, bodyIdSchema, idParamSchema, pathIdSchema, searchAdParamSchema } from './common.js';
import { publicHttpUrl, siteLinkSchema } from './links.js';
import { safeText } from './text.js';
import { manualAdRequestSchema, filteredAddRequestSchema } from './results.js';
import { createSearchRequestSchema, searchParametersInputSchema } from './searches.js';
import { devLoginRequestSchema } from './users.js';
import { sendVerificationRequestSchema } from './phone.js';
import { expertIdParamSchema } from './catalog.js';
import { likeAdParamSchema } from './likes.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('pathIdSchema', () => {
  it('coerces the path string to an int4 id', () => {
    expect(pathIdSchema.parse('1')).toBe(1);
    expect(pathIdSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '99999999999', String(INT4_MAX + 1), 'Infinity', 'NaN'])('refuses %j with the one message', (value) => {
    const result = pathIdSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(INPUT_MESSAGES.invalidId);
  });

  it('is the rule of every path-id object', () => {
    for (const schema of [idParamSchema, likeAdParamSchema, searchAdParamSchema, expertIdParamSchema]) {
      const keys = Object.keys(schema.shape);
      expect(schema.safeParse(Object.fromEntries(keys.map((k) => [k, '99999999999']))).success).toBe(false);
      expect(schema.safeParse(Object.fromEntries(keys.map((k) => [k, '7']))).success).toBe(true);
    }
  });

  it('bounds ids in bodies to int4 without coercing', () => {
    expect(bodyIdSchema().safeParse(INT4_MAX).success).toBe(true);
    expect(bodyIdSchema().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(bodyIdSchema().safeParse('7').success).toBe(false);
  });
});

describe('safeText', () => {
  const text = safeText(10);
  it('keeps new lines, carriage returns and tabs, and trims', () => {
    expect(text.parse('  a\nb\r\tc ')).toBe('a\nb\r\tc');
  });

  it.each(['\u0000', 'a\u0000', '\u0007', '\u001b[0m', '\u007f', '\u0085', 'a\u000bb', 'a\u000cb'])('refuses the control character in %j', (value) => {
    const result = text.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(INPUT_MESSAGES.controlCharacters);
  });

  it('refuses longer texts and other types', () => {
    expect(messageOf(text.safeParse('x'.repeat(11)))).toBe(INPUT_MESSAGES.tooLong(10));
    expect(text.safeParse(5).success).toBe(false);
    expect(safeText(10, { required: 'Obligatorio' }).safeParse('   ').error?.issues[0]?.message).toBe('Obligatorio');
  });

  it('is the rule of every request text field', () => {
    const nul = 'a\u0000b';
    const search = { title: 'Golf', category: 1, frequency: 24 };
    const ad = {
      title: 'Golf',
      description: 'Bien',
      price: 10,
      url: 'https://example.com/a',
      images: ['https://example.com/a.jpg'],
      category: 1,
      province: 'Madrid',
      city: 'Madrid',
    };
    const cases = [
      createSearchRequestSchema.safeParse({ ...search, title: nul }),
      createSearchRequestSchema.safeParse({ ...search, description: nul }),
      searchParametersInputSchema.safeParse({ keywords: nul }),
      searchParametersInputSchema.safeParse({ userSearch: nul }),
      manualAdRequestSchema.safeParse({ ...ad, title: nul }),
      manualAdRequestSchema.safeParse({ ...ad, description: nul }),
      manualAdRequestSchema.safeParse({ ...ad, province: nul }),
      manualAdRequestSchema.safeParse({ ...ad, city: nul }),
      filteredAddRequestSchema.safeParse({ notes: nul }),
      devLoginRequestSchema.safeParse({ email: 'a@example.com', name: nul }),
    ];
    for (const result of cases) expect(messageOf(result)).toBe(INPUT_MESSAGES.controlCharacters);
    expect(sendVerificationRequestSchema.safeParse({ phoneNumber: '+34612\u0000345678' }).success).toBe(false);
    expect(manualAdRequestSchema.safeParse(ad).success).toBe(true);
  });
});

describe('publicHttpUrl', () => {
  const url = publicHttpUrl({ invalid: 'URL mala' });
  it('accepts public http(s) URLs, trimmed', () => {
    expect(url.parse(' https://www.example.com/a ')).toBe('https://www.example.com/a');
  });

  it('says why a URL is refused', () => {
    expect(messageOf(url.safeParse('http://192.168.1.1/'))).toBe(INPUT_MESSAGES.urlPrivate);
    expect(messageOf(url.safeParse('http://[::ffff:127.0.0.1]/'))).toBe(INPUT_MESSAGES.urlPrivate);
    expect(messageOf(url.safeParse('https://a:b@example.com/'))).toBe(INPUT_MESSAGES.urlCredentials);
    expect(messageOf(url.safeParse('javascript:alert(1)'))).toBe('URL mala');
    expect(messageOf(url.safeParse('nada'))).toBe('URL mala');
    expect(messageOf(url.safeParse(`https://example.com/${'a'.repeat(3000)}`))).toBe('URL mala');
  });

  it('guards the manual ad url and images', () => {
    const ad = {
      title: 'Golf',
      description: 'Bien',
      price: 10,
      url: 'https://example.com/a',
      images: ['https://example.com/a.jpg'],
      category: 1,
      province: 'Madrid',
      city: 'Madrid',
    };
    expect(messageOf(manualAdRequestSchema.safeParse({ ...ad, url: 'http://localhost:3000/' }))).toBe(INPUT_MESSAGES.urlPrivate);
    expect(messageOf(manualAdRequestSchema.safeParse({ ...ad, images: ['http://10.0.0.1/a.jpg'] }))).toBe(INPUT_MESSAGES.urlPrivate);
  });
});

describe('siteLinkSchema', () => {
  it('takes site paths and public URLs', () => {
    expect(siteLinkSchema.parse('/busquedas/3')).toBe('/busquedas/3');
    expect(siteLinkSchema.parse('https://www.example.com/')).toBe('https://www.example.com/');
  });
  it.each(['//evil.com', '/\\evil.com', '/%5Cevil.com', 'javascript:alert(1)', 'http://127.0.0.1/'])('refuses %j', (value) => {
    expect(siteLinkSchema.safeParse(value).success).toBe(false);
  });
});
