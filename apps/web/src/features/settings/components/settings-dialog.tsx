import { Dialog } from '../../../components/ui/dialog';
import { ComingSoon } from '../../../components/ui/coming-soon';

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Configuración': WhatsApp, e-mail and theme (GET/PUT /api/UserSettings) come with the settings issue. */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Configuración">
      <ComingSoon>Podrás elegir cómo recibir las alertas (WhatsApp, email) y el tema de la aplicación.</ComingSoon>
    </Dialog>
  );
}
