import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate, formatEuros } from '@/lib/format';
import { useSubscriptionsTranslation } from '../i18n';

interface ResumeSubscriptionDialogProps {
  open: boolean;
  planName: string;
  monthlyPrice: number;
  periodEnd: string | null;
  resuming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before resuming a cancelled plan: it will renew, and be charged, at the period end. */
export function ResumeSubscriptionDialog({ open, planName, monthlyPrice, periodEnd, resuming, onConfirm, onClose }: ResumeSubscriptionDialogProps) {
  const { t } = useSubscriptionsTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('resumeDialog.title')} size="sm">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('resumeDialog.renews', { plan: planName, date: formatDate(periodEnd, 'long'), price: formatEuros(monthlyPrice) })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={resuming}>
          {t('resumeDialog.keep')}
        </Button>
        <Button onClick={onConfirm} loading={resuming}>
          {t('resumeDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
