import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { Category, SearchDetail } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { useAddManualAd } from '../api/add-manual-ad';
import { serverDescription } from '../lib/server-description';
import { useSearchesTranslation } from '../i18n';
import { ManualAdForm } from './manual-ad-form';
import type { PickedPoint } from './manual-ad-point-picker';

interface ManualAdDialogProps {
  open: boolean;
  onClose: () => void;
  searchId: number;
  searchCategory: number;
  categories: Category[];
  /** The search's centre, when it has one (offered as the ad's position). */
  searchCentre?: PickedPoint | null;
}

/** The search's centre as a point, or null when it has none. */
export function searchCentreOf(parameters: SearchDetail['parameters']): PickedPoint | null {
  if (parameters?.latitude == null || parameters.longitude == null) return null;
  return { latitude: parameters.latitude, longitude: parameters.longitude };
}

/** 'Añadir anuncio' (administrator or the hired expert): POST /api/SearchResult/{id}/manual-ad. */
export function ManualAdDialog({ open, onClose, searchId, searchCategory, categories, searchCentre = null }: ManualAdDialogProps) {
  const { t } = useSearchesTranslation();
  const add = useAddManualAd(searchId);
  const titleRef = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!add.isPending) onClose();
      }}
      title={t('manualAd.dialogTitle')}
      description={t('manualAd.dialogDescription')}
      size="lg"
      initialFocusRef={titleRef}
    >
      <ManualAdForm
        defaultCategory={searchCategory}
        categories={categories}
        searchCentre={searchCentre}
        pending={add.isPending}
        titleRef={titleRef}
        onCancel={onClose}
        onSubmit={(ad) =>
          add.mutate(ad, {
            onSuccess: () => {
              toast.success(t('manualAd.added'));
              onClose();
            },
            onError: (error) => toast.error(t('manualAd.failed'), { description: serverDescription(error) }),
          })
        }
      />
    </Dialog>
  );
}
