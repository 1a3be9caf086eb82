import { wordNotice, type NoticeWords, type UserNotification } from '@ojeador/shared';
import { useCallback } from 'react';
import { useCatalogNames } from '@/lib/catalog-names';
import { usePointLanguage } from '@/lib/point-words';

/**
 * A notification's title and message in the reader's language: worded from its notice (decision 032), with plans and
 * service types named by the catalogues; the admin's own texts, and notifications stored before codes, as stored.
 */
export function useNoticeWords(): (notification: Pick<UserNotification, 'notice' | 'title' | 'message'>) => NoticeWords {
  const language = usePointLanguage();
  const names = useCatalogNames();
  return useCallback(
    (notification) =>
      notification.notice
        ? wordNotice(notification.notice, language, {
            plan: (plan) => names.plan(plan.code, plan.name),
            service: (service) => names.serviceType(service.code, service.name),
          })
        : notification,
    [language, names],
  );
}
