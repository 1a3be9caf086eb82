import type { Balance } from '@ojeador/shared';
import { formatEuros } from '@/lib/format';

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
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label="Saldo disponible" amount={balance.available} hint="Para contratar servicios de expertos" strong />
      <Figure label="Retenido" amount={balance.held} hint="Reservado para contrataciones en curso" />
      {balance.earned > 0 ? <Figure label="Ganado" amount={balance.earned} hint="Ingresos liberados por tus servicios" /> : null}
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
