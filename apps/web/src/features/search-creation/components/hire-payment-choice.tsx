import { CreditCard, Search, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatEuros } from '@/lib/format';
import { useBalance } from '@/lib/queries/balance';
import { useSearchCreationTranslation } from '../i18n';
import { hirePayment, type HirePayment } from '../lib/hire-payment';

/** "49 €", "49,90 €": cents only when there are some. */
export const priceText = (euros: number) => formatEuros(euros, { whole: Number.isInteger(euros) });

interface HirePaymentChoiceProps {
  price: number;
  pending: boolean;
  toppingUp: boolean;
  onTopUp: (amount: Extract<HirePayment, { kind: 'shortfall' }>['topUp']) => void;
}

/**
 * The summary's forward buttons when an expert is hired: they say how the price will be paid. With enough balance,
 * "Pagar 49 € con tu saldo"; otherwise the shortfall, a top-up that comes back here, and the card checkout.
 * The submit button's `data-payment` tells the form which of the two the customer agreed to.
 */
export function HirePaymentChoice({ price, pending, toppingUp, onTopUp }: HirePaymentChoiceProps) {
  const { t } = useSearchCreationTranslation();
  const balance = useBalance();
  if (balance.isPending) {
    return (
      <Button size="lg" loading disabled icon={<Search className="size-5" aria-hidden="true" />}>
        {t('payment.checkingBalance')}
      </Button>
    );
  }
  if (balance.isError) {
    return (
      <div className="flex flex-col items-end gap-2">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('payment.balanceFailed')}
        </p>
        <Button variant="secondary" size="lg" loading={balance.isFetching} onClick={() => void balance.refetch()}>
          {t('payment.retry')}
        </Button>
      </div>
    );
  }
  const payment = hirePayment(price, balance.data.available);
  if (payment.kind === 'balance') {
    return (
      <Button type="submit" size="lg" data-payment="balance" loading={pending} icon={<Wallet className="size-5" aria-hidden="true" />}>
        {t('payment.fromBalance', { price: priceText(price) })}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <p role="status" data-testid="hire-shortfall" className="text-sm font-medium text-amber-800 dark:text-amber-200">
        {t('payment.shortfall', { missing: priceText(payment.shortfall) })}
      </p>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('payment.balanceNow', { available: priceText(balance.data.available) })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          size="lg"
          loading={toppingUp}
          disabled={pending}
          icon={<Wallet className="size-5" aria-hidden="true" />}
          onClick={() => onTopUp(payment.topUp)}
        >
          {t('payment.topUp', { amount: formatEuros(payment.topUp, { whole: true }) })}
        </Button>
        <Button type="submit" size="lg" data-payment="card" loading={pending} disabled={toppingUp} icon={<CreditCard className="size-5" aria-hidden="true" />}>
          {t('payment.byCard', { price: priceText(price) })}
        </Button>
      </div>
    </div>
  );
}
