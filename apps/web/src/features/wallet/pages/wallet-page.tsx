import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { errorMessage } from '@/lib/api-client';
import { useBalance } from '@/lib/queries/balance';
import { useLoadMoney } from '../api/load-money';
import { BalanceSummary, BalanceSummarySkeleton } from '../components/balance-summary';
import { MovementsList } from '../components/movements-list';
import { TopUpCard } from '../components/top-up-card';
import { WithdrawCard } from '../components/withdraw-card';
import { ExpertEarnings } from '../components/expert-earnings';
import { useSession } from '@/lib/session';
import { TOP_UP_PLANS, type TopUpAmount } from '../lib/top-up-plans';
import { useCheckoutRedirect } from '@/lib/use-checkout-redirect';
import { usePageTitle } from '@/lib/use-page-title';
import { useWalletTranslation } from '../i18n';

/**
 * /saldo (login required): the spec's top-up page, reached from the root with a way back. The balance,
 * the latest movements and three cards; a card opens a checkout and the browser goes there.
 */
export function WalletPage() {
  const { t } = useWalletTranslation();
  usePageTitle(t('title'));
  const balance = useBalance();
  const isExpert = useSession()?.user.role === 'Expert';
  const load = useLoadMoney();
  const { open, stateOf } = useCheckoutRedirect<TopUpAmount>((error) => {
    toast.error(t('topUp.failed'), { description: errorMessage(error, '') || undefined });
  });

  function choose(amount: TopUpAmount) {
    open(amount, load.mutate);
  }

  return (
    <Page>
      <Link to="/" className={buttonClasses('ghost', 'sm', '-ml-2 mb-4')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backHome')}
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>

      <section aria-labelledby="wallet-balance" className="mb-10">
        <h2 id="wallet-balance" className="sr-only">
          {t('yourBalance')}
        </h2>
        {balance.isPending ? (
          <BalanceSummarySkeleton />
        ) : balance.isError ? (
          <LoadErrorState title={t('loadFailed')} error={balance.error} retrying={balance.isRefetching} onRetry={() => void balance.refetch()} />
        ) : (
          <BalanceSummary balance={balance.data} />
        )}
      </section>

      {balance.data ? <WithdrawCard key={balance.data.withdrawable} balance={balance.data} /> : null}
      {balance.data && isExpert ? <ExpertEarnings balance={balance.data} /> : null}

      <section aria-labelledby="wallet-top-up" className="mb-10">
        <h2 id="wallet-top-up" className="mb-1 text-xl font-semibold">
          {t('topUp.title')}
        </h2>
        <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">{t('topUp.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {TOP_UP_PLANS.map((plan) => (
            <TopUpCard
              key={plan.amount}
              name={t(`plans.${plan.plan}.name`)}
              tagline={t(`plans.${plan.plan}.tagline`)}
              amount={plan.amount}
              {...stateOf(plan.amount)}
              onChoose={() => choose(plan.amount)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="wallet-movements">
        <h2 id="wallet-movements" className="mb-4 text-xl font-semibold">
          {t('movements.title')}
        </h2>
        {balance.isPending ? (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800" />
        ) : balance.isError ? null : (
          <MovementsList movements={balance.data.movements} />
        )}
      </section>
    </Page>
  );
}
