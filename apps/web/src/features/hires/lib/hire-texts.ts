import type { TFunction } from 'i18next';
import { HIRE_MESSAGES, REVIEW_MESSAGES, type HireStatus } from '@ojeador/shared';
import type { HireViewer } from './hire-rules';

export type HiresT = TFunction<'hires'>;

/** The answer-by or auto-complete date of a hire, said for who is reading. */
export function deadlineText(t: HiresT, status: HireStatus, viewer: HireViewer, date: string): string | null {
  if (status === 'pending') return viewer.isExpert ? t('deadline.expertAnswer', { date }) : t('deadline.clientWaits', { date });
  if (status === 'awaiting_client_decision') return viewer.isClient ? t('deadline.clientDecides', { date }) : t('deadline.othersWait', { date });
  return null;
}

/** The shared schemas' rule messages (the server's words) and the catalogue key that says each in the reader's language. */
const RULE_KEYS = {
  [HIRE_MESSAGES.reportRequired]: 'rules.reportRequired',
  [HIRE_MESSAGES.checklistRequired]: 'rules.checklistRequired',
  [HIRE_MESSAGES.disputeReasonRequired]: 'rules.disputeReasonRequired',
  [HIRE_MESSAGES.resolutionRequired]: 'rules.resolutionRequired',
  [HIRE_MESSAGES.sideRequired]: 'rules.sideRequired',
  [HIRE_MESSAGES.sideOrSplit]: 'rules.sideOrSplit',
  [HIRE_MESSAGES.splitAmountInvalid]: 'rules.splitAmountInvalid',
  [REVIEW_MESSAGES.scoreRange]: 'rules.scoreRange',
  [REVIEW_MESSAGES.descriptionRequired]: 'rules.descriptionRequired',
} as const;

/** A rule message from a shared schema, in the reader's language; one we have no key for keeps the schema's words. */
export function ruleText(t: HiresT, message: string): string {
  const key = (RULE_KEYS as Record<string, (typeof RULE_KEYS)[keyof typeof RULE_KEYS]>)[message];
  return key ? t(key) : message;
}
