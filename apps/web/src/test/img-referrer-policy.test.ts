import { describe, expect, it } from 'vitest';

/** pictures come from ads and users; no <img> may tell their hosts which page showed them. */
const sources = import.meta.glob<string>('../**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('<img> elements', () => {
  it('all render with referrerPolicy="no-referrer"', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.test.tsx')) continue;
      for (const match of text.matchAll(/<img\b[\s\S]*?\/>/g)) {
        seen += 1;
        if (!/referrerPolicy="no-referrer"/.test(match[0])) offenders.push(`${file}: ${match[0].replace(/\s+/g, ' ').slice(0, 80)}`);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(5);
    expect(offenders).toEqual([]);
  });
});
