import { useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
import type { Balance } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useWithdraw } from '../api/withdraw';
import { useWalletTranslation } from '../i18n';

/** Euros typed with up to two decimals (a comma or a point), or undefined when they are not. */
function eurosOf(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || !/^\d+([.,]\d{1,2})?$/.test(text.trim())) return undefined;
  return value;
}

/**
 * The way money of the balance leaves (decision 037): back to the cards that paid it. Shown when there is an
 * available balance; says how much can go back, and why none can when it did not come from a card.
 */
export function WithdrawCard({ balance }: { balance: Balance }) {
  const { t } = useWalletTranslation();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState(() => String(balance.withdrawable));
  const [typed, setTyped] = useState(false);
  if (balance.available <= 0) return null;
  const euros = eurosOf(amount);
  const invalid =
    typed && (euros === undefined || euros > balance.withdrawable) ? t('withdraw.invalid', { max: formatEuros(balance.withdrawable) }) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTyped(true);
    if (euros === undefined || euros > balance.withdrawable || withdraw.isPending) return;
    withdraw.mutate(euros, {
      onSuccess: (done) => {
        toast.success(t('withdraw.done', { amount: formatEuros(done.amount) }), { description: t('withdraw.doneHint') });
        setAmount(String(done.withdrawable));
        setTyped(false);
      },
    });
  }

  return (
    <section aria-labelledby="wallet-withdraw" className="mb-10 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <h2 id="wallet-withdraw" className="mb-1 flex items-center gap-2 text-xl font-semibold">
        <CreditCard className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {t('withdraw.title')}
      </h2>
      {balance.withdrawable > 0 ? (
        <form onSubmit={submit} noValidate aria-labelledby="wallet-withdraw" className="flex flex-col gap-3">
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('withdraw.intro', { max: formatEuros(balance.withdrawable) })}</p>
          <div className="flex flex-wrap items-end gap-3">
            <NumberField
              label={t('withdraw.amount')}
              inputMode="decimal"
              min={0.01}
              step={0.01}
              max={balance.withdrawable}
              value={amount}
              error={invalid}
              onChange={(event) => {
                setAmount(event.target.value);
                setTyped(true);
              }}
              className="w-40"
            />
            <Button type="submit" loading={withdraw.isPending} disabled={invalid !== undefined}>
              {t('withdraw.submit')}
            </Button>
          </div>
          {withdraw.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(withdraw.error, t('withdraw.failed'))}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('withdraw.none')}</p>
      )}
    </section>
  );
}
