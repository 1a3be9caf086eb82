import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

// The form is its own chunk: the header only pays for it when the dialog opens.
const SettingsForm = lazy(() => import('./settings-form').then((module) => ({ default: module.SettingsForm })));

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Configuración': WhatsApp and e-mail alerts and the theme (GET/PUT /api/UserSettings). */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Configuración" description="Elige cómo quieres recibir las alertas y el aspecto de la aplicación.">
      <Suspense
        fallback={
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner label="Cargando..." />
          </div>
        }
      >
        <SettingsForm onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
