import { z } from 'zod';
import { HIRE_EVIDENCE_MESSAGES } from '../area-messages.js';
import { pathId } from './common.js';

/** A photo or PDF a hire's party attached (the report, a dispute); `url` is the authenticated route that serves it. */
export const hireEvidenceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'pdf']),
  name: z.string(),
  uploadedBy: z.enum(['client', 'expert']),
  createdAt: z.string(),
  url: z.string(),
  /** The checklist point it shows (a `REVIEW_CHECKLISTS` key), null for the hire as a whole. */
  item: z.string().nullable(),
});
/** The text fields of an evidence upload: the checklist point the files show, if any. */
export const hireEvidenceFieldsSchema = z.object({
  item: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,40}$/, { error: HIRE_EVIDENCE_MESSAGES.item })
    .optional(),
});
export type HireEvidence = z.infer<typeof hireEvidenceSchema>;
export const hireEvidenceListSchema = z.array(hireEvidenceSchema);
export const hireEvidenceParamsSchema = z.object({ id: pathId(), evidenceId: pathId() });
