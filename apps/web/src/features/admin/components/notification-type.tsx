import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '@ojeador/shared';
import { cn } from '@/lib/cn';

export const NOTIFICATION_TYPE_OPTIONS: { value: NotificationType; label: string }[] = [
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
];

const ICONS: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  info: { Icon: Info, className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  success: { Icon: CircleCheck, className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300' },
  warning: { Icon: TriangleAlert, className: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  error: { Icon: CircleX, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
};

/** The type icon of a notification, with its name for screen readers. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { Icon, className } = ICONS[type] ?? ICONS.info;
  const label = NOTIFICATION_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? 'Info';
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
