import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate } from '@/lib/format';
import { useSubscriptionsTranslation } from '../i18n';

interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  periodEnd: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before cancelling: the plan is kept to the period end, without refund. */
export function CancelSubscriptionDialog({ open, planName, periodEnd, cancelling, onConfirm, onClose }: CancelSubscriptionDialogProps) {
  const { t } = useSubscriptionsTranslation();
  const until = periodEnd ? formatDate(periodEnd, 'long') : null;
  const free = useCatalogNames().plan('free');
  return (
    <Dialog open={open} onClose={onClose} title={t('cancelDialog.title')} size="sm">
      <div className="flex flex-col gap-3 text-sm text-neutral-700 dark:text-neutral-300">
        <p>{until ? t('cancelDialog.keepUntil', { plan: planName, date: until }) : t('cancelDialog.keepToPeriodEnd', { plan: planName })}</p>
        <p>{t('cancelDialog.after', { free })}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancelling}>
          {t('cancelDialog.keep')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={cancelling}>
          {t('cancelDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
