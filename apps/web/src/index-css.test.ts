import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const css = readFileSync(path.join(src, 'index.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string): string {
  const match = new RegExp(`(?:^|\\n)\\s*${selector}\\s*\\{([^}]*)\\}`).exec(css);
  return match?.[1] ?? '';
}

describe('global stylesheet', () => {
  it('keeps scrolled-to anchors and headings below the fixed header', () => {
    expect(rule('html')).toMatch(/scroll-padding-top:\s*calc\(var\(--header-height\)\s*\+\s*1rem\);/);
    const header = readFileSync(path.join(src, 'app/layout/header.tsx'), 'utf8');
    expect(header).toMatch(/<header className="fixed [^"]*\bh-\(--header-height\)/);
  });

  it('leaves no per-element scroll margin to add to it', () => {
    for (const file of ['features/home/pages/home-page.tsx', 'features/search-creation/components/creation-flow.tsx']) {
      expect(readFileSync(path.join(src, file), 'utf8')).not.toMatch(/\bscroll-mt-/);
    }
  });
});
