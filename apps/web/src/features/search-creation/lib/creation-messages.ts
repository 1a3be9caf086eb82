import type { TFunction } from 'i18next';
import { currentLanguage } from '@/lib/i18n';
import type { ServiceTypeId } from './creation-draft';

export type CreationT = TFunction<'search-creation'>;

/** The four steps' catalogue keys, in order. */
export const STEP_KEYS = ['steps.details', 'steps.location', 'steps.service', 'steps.summary'] as const;

/** Each service type's catalogue entry. */
export const SERVICE_TYPE_KEYS = { 1: 'web', 2: 'review' } as const satisfies Record<ServiceTypeId, string>;

/** Said on steps 0 and 2 before the customer commits, when no expert offers the chosen type for the category. */
export function noExpertsText(t: CreationT, serviceTypeId: ServiceTypeId, categoryName: string): string {
  const category = categoryName.toLocaleLowerCase(currentLanguage());
  return serviceTypeId === 2 ? t('messages.noExpertsReview', { category }) : t('messages.noExpertsWeb', { category });
}
