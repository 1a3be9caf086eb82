import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useNotificationsTranslation } from '../i18n';
import { NotificationsLoading } from './notifications-loading';

// The list is its own chunk: the header only pays for it when the panel opens.
const NotificationsList = lazy(() => import('./notifications-list').then((module) => ({ default: module.NotificationsList })));

interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Side panel that slides in from the right with the user's notifications (spec 000 "Other pieces"). */
export function NotificationsPanel({ open, onClose }: NotificationsPanelProps) {
  const { t } = useNotificationsTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      variant="right"
      className="transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none"
    >
      <Suspense fallback={<NotificationsLoading label={t('loading')} />}>
        <NotificationsList onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
