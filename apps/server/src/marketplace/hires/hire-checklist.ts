import { HIRE_MESSAGES, REVIEW_CHECKLISTS } from '@ojeador/shared';
import type { StoredChecklistEntry } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

export type ChecklistInput = { key: string; result: StoredChecklistEntry['result']; note: string };

/** An in-person review reports every point of its category's checklist, once each. */
export function checkChecklist(categoryId: number, given: ChecklistInput[] | undefined): StoredChecklistEntry[] {
  const expected = REVIEW_CHECKLISTS[categoryId] ?? [];
  const entries = given ?? [];
  const keys = entries.map((entry) => entry.key);
  const complete = entries.length === expected.length && expected.every((item) => keys.filter((key) => key === item.key).length === 1);
  if (!complete) throw new AppError('VALIDATION', HIRE_MESSAGES.checklistRequired, [{ path: 'checklist', message: HIRE_MESSAGES.checklistRequired }]);
  return expected.map((item) => {
    const entry = entries.find((e) => e.key === item.key) as (typeof entries)[number];
    return { key: item.key, label: item.label, result: entry.result, note: entry.note };
  });
}
