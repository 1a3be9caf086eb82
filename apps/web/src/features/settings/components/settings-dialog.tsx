import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSettingsTranslation } from '../i18n';

// The form is its own chunk: the header only pays for it when the dialog opens.
const SettingsForm = lazy(() => import('./settings-form').then((module) => ({ default: module.SettingsForm })));

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Configuración': WhatsApp and e-mail alerts, the language and the theme (GET/PUT /api/UserSettings). */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const { t } = useSettingsTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      <Suspense
        fallback={
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner label={t('loadingShort')} />
          </div>
        }
      >
        <SettingsForm onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
