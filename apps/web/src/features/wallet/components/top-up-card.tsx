import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatEuros } from '@/lib/format';
import { useWalletTranslation } from '../i18n';

interface TopUpCardProps {
  name: string;
  tagline: string;
  amount: number;
  /** This card's checkout is being opened. */
  processing: boolean;
  /** Another card's checkout is being opened. */
  disabled: boolean;
  onChoose: () => void;
}

/** One of the three top-up amounts, with its own "Procesando..." state. */
export function TopUpCard({ name, tagline, amount, processing, disabled, onChoose }: TopUpCardProps) {
  const { t } = useWalletTranslation();
  const headingId = `top-up-${amount}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Wallet className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {name}
          </h3>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{tagline}</p>
        </div>
      </div>
      <p className="text-3xl font-bold tracking-tight">{formatEuros(amount, { whole: true })}</p>
      <Button onClick={onChoose} loading={processing} disabled={disabled} className="mt-auto w-full">
        {processing ? t('topUp.processing') : t('topUp.action', { amount: formatEuros(amount, { whole: true }) })}
      </Button>
    </article>
  );
}
