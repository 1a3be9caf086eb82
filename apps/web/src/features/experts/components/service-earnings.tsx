import { Cents, parseServicePrice } from '@ojeador/shared';
import { useExpertTerms } from '@/lib/queries/expert-terms';
import { useExpertsTranslation } from '../i18n';

/**
 * Under a service's price: the platform's commission on it and what the expert receives ("Recibirás 44,55 €"), as the
 * price is typed; with the local payment provider, that the money stays on the platform. Nothing until terms load.
 */
export function ServiceEarnings({ price }: { price: string }) {
  const { t } = useExpertsTranslation();
  const terms = useExpertTerms();
  if (!terms.data) return null;
  const { commissionPercent, canTransfer } = terms.data;
  const parsed = parseServicePrice(price);
  const commission = 'cents' in parsed ? Cents.commissionOf(parsed.cents, commissionPercent) : null;
  return (
    <div className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="service-earnings" aria-live="polite">
      {'cents' in parsed && commission !== null ? (
        <p>
          {t('earnings.receive', {
            amount: Cents.format(parsed.cents - commission),
            commission: Cents.format(commission),
            percent: commissionPercent,
          })}
        </p>
      ) : (
        <p>{t('earnings.commission', { percent: commissionPercent })}</p>
      )}
      {canTransfer ? null : <p>{t('earnings.localProvider')}</p>}
    </div>
  );
}
