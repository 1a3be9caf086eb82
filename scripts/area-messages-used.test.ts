// Every entry of packages/shared/src/area-messages.ts is read by some code (49 of 188 were dead). knip
// finds unused exports, not unused members of an exported object: this test does that part.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as messages from '../packages/shared/src/area-messages.js';

const root = new URL('..', import.meta.url).pathname;
const MESSAGES_FILE = 'packages/shared/src/area-messages.ts';

/** The source files of the product and their tests (some entries are the spec's words, which a web test checks
 * the catalogue against). */
function sources(): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((path) => /\.(ts|tsx)$/.test(path) && path !== MESSAGES_FILE)
    .map((path) => ({ path, text: readFileSync(`${root}${path}`, 'utf8') }));
}

function unusedEntries(): string[] {
  const files = sources();
  const own = readFileSync(`${root}${MESSAGES_FILE}`, 'utf8');
  const unused: string[] = [];
  for (const [name, value] of Object.entries(messages)) {
    if (typeof value !== 'object' || value === null) continue;
    const readers = files.filter((file) => file.text.includes(name)).map((file) => file.text);
    // An object read by key (`NAME[code]`) counts every key written anywhere in its readers.
    const dynamic = readers.some((text) => text.includes(`${name}[`));
    for (const key of Object.keys(value)) {
      const dotted = new RegExp(`\\b${name}\\.${key}\\b`);
      const bare = new RegExp(`\\b${key}\\b`);
      if (dotted.test(own) || readers.some((text) => dotted.test(text) || (dynamic && bare.test(text)))) continue;
      unused.push(`${name}.${key}`);
    }
  }
  return unused;
}

describe('area messages', () => {
  it('has no entry that nothing reads', () => {
    expect(unusedEntries()).toEqual([]);
  });
});
