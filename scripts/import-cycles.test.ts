// No import cycle in the server, type-only imports counted (docs/architecture.md, "Dependency rules"): import-x's
// no-cycle skips `import type`, which hid a cycle of four engine files and two between modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../apps/server/src', import.meta.url).pathname;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import of every file (values and types), resolved to the imported file. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '.ts'));
    graph.set(path.relative(SRC, file), [...new Set(targets.map((t) => path.relative(SRC, t)))]);
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan): each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const AREAS = ['search', 'marketplace', 'money', 'accounts', 'messaging', 'platform'];

/**
 * A module folder of an area (the engine is one), or a top-level folder (http, db, ...), or a file of src/ itself.
 * An area's builder (`<area>/<area>.area.ts`) is composition, like modules.ts: a unit of its own, apart from the face.
 */
const unitOf = (file: string) => {
  const parts = file.split('/');
  if (parts.length === 2 && parts[1] === `${parts[0]}.area.ts`) return file;
  return AREAS.includes(parts[0]!) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.length === 1 ? file : parts[0]!;
};

describe('import cycles, type imports counted', () => {
  const graph = importGraph();

  it('no file imports itself through others', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('no two modules or layers import each other', () => {
    const units = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      for (const target of targets)
        if (unitOf(file) !== unitOf(target)) (units.get(unitOf(file)) ?? units.set(unitOf(file), new Set()).get(unitOf(file))!).add(unitOf(target));
    }
    expect(cycles(new Map([...units].map(([unit, targets]) => [unit, [...targets]])))).toEqual([]);
  });

  it('no two areas import each other: accounts at the bottom, then money and messaging, the marketplace, search, platform', () => {
    const areas = new Map<string, Set<string>>();
    const areaOf = (file: string) => (AREAS.includes(file.split('/')[0]!) && unitOf(file) !== file ? file.split('/')[0]! : null);
    for (const [file, targets] of graph) {
      const from = areaOf(file);
      for (const target of targets) {
        const to = areaOf(target);
        if (from && to && from !== to) (areas.get(from) ?? areas.set(from, new Set()).get(from)!).add(to);
      }
    }
    expect(cycles(new Map([...areas].map(([area, targets]) => [area, [...targets]])))).toEqual([]);
    expect(areas.get('accounts') ?? new Set()).toEqual(new Set());
  });

  it('finds a type-only cycle', () => {
    expect(
      cycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
