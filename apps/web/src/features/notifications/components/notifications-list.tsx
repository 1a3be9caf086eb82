import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useNotifications } from '../api/get-notifications';
import { unreadCountQueryKey } from '../api/get-unread-count';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationsTranslation } from '../i18n';
import { NotificationsLoading } from './notifications-loading';
import { NotificationItem } from './notification-item';

/** The panel's body: loading, error (with retry), empty, or the list with 'Marcar todas como leídas'. */
export function NotificationsList({ onClose }: { onClose: () => void }) {
  const { t } = useNotificationsTranslation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const queryClient = useQueryClient();

  // Opening the panel also refreshes the badge.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
  }, [queryClient]);

  if (notifications.isPending) return <NotificationsLoading label={t('loading')} />;

  if (notifications.isError) {
    return <RetryAlert message={t('loadFailed')} retrying={notifications.isFetching} onRetry={() => void notifications.refetch()} />;
  }

  if (notifications.data.length === 0) {
    return <EmptyState icon={<BellOff className="size-6" aria-hidden="true" />} title={t('empty')} />;
  }

  const unreadIds = notifications.data.filter((notification) => !notification.read).map((notification) => notification.id);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <p className="text-sm text-neutral-600 dark:text-neutral-400" aria-live="polite">
          {unreadIds.length === 0 ? t('allRead') : t('unread', { count: unreadIds.length })}
        </p>
        {unreadIds.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<CheckCheck className="size-4" aria-hidden="true" />}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(unreadIds)}
          >
            {t('markAll')}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {notifications.data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onMarkRead={() => markRead.mutate(notification.id)} onNavigate={onClose} />
        ))}
      </ul>
    </div>
  );
}
