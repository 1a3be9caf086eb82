import { forwardRef } from 'react';
import { Bell } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationsTranslation } from '../i18n';

interface NotificationsButtonProps {
  onClick: () => void;
  expanded: boolean;
}

/** What the badge shows: nothing at 0, the number up to 9, then '9+'. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** Bell with the unread-count badge (GET /api/Notification/unread-count, every minute and after reading). */
export const NotificationsButton = forwardRef<HTMLButtonElement, NotificationsButtonProps>(function NotificationsButton({ onClick, expanded }, ref) {
  const { t } = useNotificationsTranslation();
  const unread = useUnreadCount().data ?? 0;
  const badge = unreadBadgeText(unread);
  return (
    <IconButton
      ref={ref}
      aria-label={badge ? t('titleUnread', { count: unread }) : t('title')}
      title={t('title')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute top-1 right-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4.5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </IconButton>
  );
});
