import { Cents, OPEN_HIRE_STATUSES, type Balance, type Hire } from '@ojeador/shared';
import { formatDate, formatEuros } from '@/lib/format';
import { useExpertHires } from '@/lib/queries/expert-hires';
import { useExpertTerms } from '@/lib/queries/expert-terms';
import { useWalletTranslation } from '../i18n';

const isOpen = (hire: Hire) => (OPEN_HIRE_STATUSES as readonly string[]).includes(hire.status);

/** What the expert receives of a price: the price less the platform's commission (docs/payments.md). */
const netOf = (amount: number, commissionPercent: number) => {
  const cents = Cents.fromEuros(amount);
  return Cents.toEuros(cents - Cents.commissionOf(cents, commissionPercent));
};

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="text-2xl font-semibold">{formatEuros(amount)}</dd>
    </div>
  );
}

/**
 * An expert's money before and after it is theirs: held in escrow for each open hire (with when it is released),
 * released, and sent to their bank (or, with the local payment provider, kept in the Ojeador wallet).
 */
export function ExpertEarnings({ balance }: { balance: Balance }) {
  const { t } = useWalletTranslation();
  const hires = useExpertHires();
  const terms = useExpertTerms();
  if (!terms.data || !hires.data) return null;
  const { commissionPercent, canTransfer } = terms.data;
  const open = hires.data.filter(isOpen);
  const escrow = open.reduce((sum, hire) => sum + Cents.fromEuros(netOf(hire.amount, commissionPercent)), 0);
  const kept = Cents.fromEuros(balance.earned) - Cents.fromEuros(balance.paidOut);
  const payouts = balance.movements.filter((m) => m.kind === 'payout');

  function when(hire: Hire): string {
    const date = hire.deadline ? formatDate(hire.deadline, 'long') : null;
    switch (hire.status) {
      case 'pending':
        return date ? t('earnings.whenPending', { date }) : t('earnings.whenAccepted');
      case 'awaiting_client_decision':
        if (!date) return t('earnings.whenAccepted');
        return canTransfer ? t('earnings.whenDecisionTransfer', { date }) : t('earnings.whenDecisionWallet', { date });
      case 'disputed':
        return t('earnings.whenDisputed');
      default:
        return t('earnings.whenAccepted');
    }
  }

  return (
    <section aria-labelledby="wallet-earnings" className="mb-10">
      <h2 id="wallet-earnings" className="mb-1 text-xl font-semibold">
        {t('earnings.title')}
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
        {canTransfer ? t('earnings.introTransfer', { percent: commissionPercent }) : t('earnings.introWallet', { percent: commissionPercent })}
      </p>
      <dl className="mb-4 grid gap-4 sm:grid-cols-3">
        <Figure label={t('earnings.figures.escrow')} amount={Cents.toEuros(escrow)} />
        <Figure label={canTransfer ? t('earnings.figures.pendingTransfer') : t('earnings.figures.kept')} amount={Cents.toEuros(kept)} />
        <Figure label={t('earnings.figures.paidOut')} amount={balance.paidOut} />
      </dl>
      {open.length > 0 ? (
        <ul aria-label={t('earnings.escrowList')} className="flex flex-col gap-2 text-sm">
          {open.map((hire) => (
            <li key={hire.id} className="flex flex-wrap justify-between gap-2 rounded-xl border border-neutral-200 px-4 py-2 dark:border-neutral-800">
              <span className="min-w-0">
                <span className="font-medium">{hire.searchTitle ?? t('earnings.hire', { id: hire.id })}</span>
                <span className="block text-xs text-neutral-600 dark:text-neutral-400">{when(hire)}</span>
              </span>
              <span className="font-semibold tabular-nums">{formatEuros(netOf(hire.amount, commissionPercent))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {payouts.length > 0 ? (
        <p className="mt-3 text-xs text-neutral-600 dark:text-neutral-400">
          {t('earnings.lastPayout', { amount: formatEuros(-payouts[0].amount), date: formatDate(payouts[0].at, 'long') })}
        </p>
      ) : null}
    </section>
  );
}
