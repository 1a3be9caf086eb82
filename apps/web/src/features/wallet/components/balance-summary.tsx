import type { Balance } from '@ojeador/shared';
import { formatEuros } from '@/lib/format';
import { useWalletTranslation } from '../i18n';

function Figure({ label, amount, hint, strong = false }: { label: string; amount: number; hint?: string; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className={strong ? 'text-3xl font-bold tracking-tight' : 'text-2xl font-semibold'}>{formatEuros(amount)}</dd>
      {hint ? <dd className="text-xs text-neutral-500 dark:text-neutral-400">{hint}</dd> : null}
    </div>
  );
}

/** Available and held money, and the expert's released income when there is any. */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const { t } = useWalletTranslation();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label={t('summary.available')} amount={balance.available} hint={t('summary.availableHint')} strong />
      <Figure label={t('summary.held')} amount={balance.held} hint={t('summary.heldHint')} />
      {balance.earned > 0 ? <Figure label={t('summary.earned')} amount={balance.earned} hint={t('summary.earnedHint')} /> : null}
    </dl>
  );
}

export function BalanceSummarySkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
      {[0, 1].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800" />
      ))}
    </div>
  );
}
