import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleX, ExternalLink, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { NotificationType, UserNotification } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { resolveNotificationLink } from '../lib/notification-link';
import { useNoticeWords } from '../lib/notice-words';
import { formatRelativeTime } from '../lib/relative-time';
import { useNotificationsTranslation } from '../i18n';

const TYPES: Record<NotificationType, { Icon: LucideIcon; className: string }> = {
  info: { Icon: Info, className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  success: { Icon: CircleCheck, className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300' },
  warning: { Icon: TriangleAlert, className: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  error: { Icon: CircleX, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
};

const LINK = 'focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      className="mt-2 max-h-40 w-full rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}

interface NotificationItemProps {
  notification: UserNotification;
  onMarkRead: () => void;
  /** Called when an in-app link is followed (the panel closes). */
  onNavigate: () => void;
}

/** One notification: type icon, title, message, optional image and link, date; unread ones stand out. */
export function NotificationItem({ notification, onMarkRead, onNavigate }: NotificationItemProps) {
  const { t } = useNotificationsTranslation();
  const { title, message } = useNoticeWords()(notification);
  const type = notification.type in TYPES ? notification.type : 'info';
  const { Icon, className } = TYPES[type];
  const unread = !notification.read;
  const link = resolveNotificationLink(notification.url);
  const markIfUnread = () => {
    if (unread) onMarkRead();
  };

  const body: ReactNode = (
    <>
      {unread ? <span className="sr-only">{t('unreadPrefix')}</span> : null}
      <span className="block font-semibold text-neutral-900 dark:text-neutral-100">{title}</span>
      <span className="mt-0.5 block text-sm whitespace-pre-line text-neutral-700 dark:text-neutral-300">{message}</span>
    </>
  );

  return (
    <li
      data-read={notification.read}
      className={cn(
        'relative rounded-xl border p-3 transition-colors',
        unread
          ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-950/50'
          : 'border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900',
      )}
    >
      <div className="flex gap-3">
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}>
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t(`types.${type}`)}</span>
        </span>
        <div className="min-w-0 flex-1">
          {unread ? (
            <button type="button" onClick={onMarkRead} title={t('markRead')} className="focus-ring -m-1 block w-[calc(100%+0.5rem)] rounded-md p-1 text-left">
              {body}
            </button>
          ) : (
            <div>{body}</div>
          )}
          {notification.imageUrl ? <Thumbnail src={notification.imageUrl} /> : null}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)} className="text-xs text-neutral-500 dark:text-neutral-400">
              {formatRelativeTime(notification.createdAt, t('justNow'))}
            </time>
            {link?.internal ? (
              <Link
                to={link.to}
                className={LINK}
                onClick={() => {
                  markIfUnread();
                  onNavigate();
                }}
              >
                {t('details')}
              </Link>
            ) : link ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK} onClick={markIfUnread}>
                {t('details')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            ) : null}
          </div>
        </div>
        {unread ? <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400" /> : null}
      </div>
    </li>
  );
}
