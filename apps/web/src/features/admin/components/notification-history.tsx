import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import { isSafeSitePath, publicUrlProblem, type AdminNotification } from '@ojeador/shared';
import { IconButton } from '@/components/ui/icon-button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useDeleteNotification } from '../api/delete-notification';
import { useSentNotifications } from '../api/get-sent-notifications';
import { useAdminTranslation } from '../i18n';
import { NotificationTypeIcon } from './notification-type';

/** Only links the server would accept are shown as links (a row written before the rule existed stays text). */
const safeHref = (value: string | null) => (value && (isSafeSitePath(value) || publicUrlProblem(value) === null) ? value : null);

function HistoryItem({ notification }: { notification: AdminNotification }) {
  const { t } = useAdminTranslation();
  const remove = useDeleteNotification();
  const [imageFailed, setImageFailed] = useState(false);
  const href = safeHref(notification.url);
  const image = safeHref(notification.imageUrl);
  const audience =
    notification.userId === null
      ? t('history.broadcast', { count: notification.readCount })
      : t('history.toUser', { name: notification.recipientName ?? t('history.someone'), id: notification.userId });

  function onDelete() {
    remove.mutate(notification.id, {
      onSuccess: () => toast.success(t('history.deleted')),
      onError: (error) => toast.error(t('history.deleteFailed'), { description: errorMessage(error, '') || undefined }),
    });
  }

  return (
    <li
      data-read={notification.read}
      className={cn(
        'rounded-xl border p-3 sm:p-4',
        notification.read
          ? 'border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900'
          : 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-950/50',
      )}
    >
      <div className="flex gap-3">
        <NotificationTypeIcon type={notification.type} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{notification.title}</h3>
          <p className="mt-0.5 text-sm whitespace-pre-line break-words text-neutral-700 dark:text-neutral-300">{notification.message}</p>
          {image && !imageFailed ? (
            <img
              src={image}
              alt=""
              loading="lazy"
              referrerPolicy="no-referrer"
              className="mt-2 max-h-40 rounded-lg object-cover"
              onError={() => setImageFailed(true)}
            />
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
            <span>{audience}</span>
            {notification.read ? (
              <span className="inline-flex items-center gap-1 font-medium text-green-700 dark:text-green-400">
                <Check className="size-3.5" aria-hidden="true" />
                {t('history.read')}
              </span>
            ) : null}
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="focus-ring inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('history.viewDetails')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : null}
          </div>
        </div>
        <IconButton
          aria-label={t('history.delete')}
          title={t('history.delete')}
          onClick={onDelete}
          disabled={remove.isPending}
          className="text-red-600 hover:text-red-700 dark:text-red-400"
        >
          {remove.isPending ? <Spinner className="size-4" /> : <Trash2 className="size-5" aria-hidden="true" />}
        </IconButton>
      </div>
    </li>
  );
}

/** "Notification History": what the admin sent, newest first; unread ones stand out. */
export function NotificationHistory() {
  const { t } = useAdminTranslation();
  const history = useSentNotifications();
  return (
    <section aria-labelledby="notification-history-title" className="flex flex-col gap-3">
      <h2 id="notification-history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-neutral-600 dark:text-neutral-400">
          <Spinner className="size-4" />
          {t('history.loading')}
        </p>
      ) : history.isError ? (
        <LoadErrorState title={t('history.loadFailed')} error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('history.title')}>
          {history.data.map((notification) => (
            <HistoryItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </section>
  );
}
