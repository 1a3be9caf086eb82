import { forwardRef } from 'react';
import { Bell } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

interface NotificationsButtonProps {
  onClick: () => void;
  expanded: boolean;
}

/** Bell with the unread-count badge. The count (GET /api/Notification) comes with the notifications issue. */
export const NotificationsButton = forwardRef<HTMLButtonElement, NotificationsButtonProps>(function NotificationsButton(
  { onClick, expanded },
  ref,
) {
  const unread = 0;
  return (
    <IconButton
      ref={ref}
      aria-label={unread > 0 ? `Notificaciones (${unread} sin leer)` : 'Notificaciones'}
      title="Notificaciones"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          className="absolute top-1 right-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4.5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </IconButton>
  );
});
