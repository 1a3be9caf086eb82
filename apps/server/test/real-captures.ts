import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is apps/server/test/real-captures.ts). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A real platform answer as captured, from `shared/real/` beside the clone (its README says where each comes from).
 * Parsed anew on every call, so a test may change its copy.
 */
export function realCapture(relative: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve(REPO_ROOT, '../shared/real', relative), 'utf8')) as Record<string, unknown>;
}

/** The items of a captured Wallapop search answer (`data.section.payload.items`). */
export const itemsOf = (answer: Record<string, unknown>): Record<string, unknown>[] =>
  (answer as { data: { section: { payload: { items: Record<string, unknown>[] } } } }).data.section.payload.items;
