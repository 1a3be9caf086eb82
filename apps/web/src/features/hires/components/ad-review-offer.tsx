import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHiresTranslation } from '../i18n';
import { HireExpertDialog } from './hire-expert-dialog';

/** "Revisión presencial de este anuncio" on /ad/{id}: an in-person review of the ad, for one of the customer's searches. */
export function AdReviewOffer({ adId, categoryId }: { adId: number; categoryId: number }) {
  const { t } = useHiresTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" icon={<ClipboardCheck className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('offer.openAd')}
      </Button>
      {open ? <HireExpertDialog adId={adId} categoryId={categoryId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
