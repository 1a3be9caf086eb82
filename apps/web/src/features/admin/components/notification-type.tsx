import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { NOTIFICATION_TYPES, type NotificationType } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../i18n';

/** The types the form offers, in the spec's order (Info, Success, Warning, Error); names in the catalogue under `send.types`. */
export const NOTIFICATION_TYPE_OPTIONS: readonly NotificationType[] = NOTIFICATION_TYPES;

const ICONS: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  info: { Icon: Info, className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  success: { Icon: CircleCheck, className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300' },
  warning: { Icon: TriangleAlert, className: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  error: { Icon: CircleX, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
};

/** The type icon of a notification, with its name for screen readers. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { t } = useAdminTranslation();
  const known = type in ICONS ? type : 'info';
  const { Icon, className } = ICONS[known];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{t(`send.types.${known}`)}</span>
    </span>
  );
}
