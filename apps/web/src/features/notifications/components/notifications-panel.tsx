import { Dialog } from '../../../components/ui/dialog';
import { ComingSoon } from '../../../components/ui/coming-soon';

interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Side panel with the user's notifications; the list and mark-as-read come with the notifications issue. */
export function NotificationsPanel({ open, onClose }: NotificationsPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Notificaciones" variant="right">
      <ComingSoon>Aquí verás los avisos de nuevos anuncios y de tus contrataciones.</ComingSoon>
    </Dialog>
  );
}
