import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, Info, LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { PaymentSummary } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MessagePage } from '@/components/ui/message-page';
import { Page } from '@/components/ui/page';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { Trans } from '@/lib/i18n';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { takeCheckoutReturn } from '@/lib/checkout-return';
import { BALANCE_KEY, useBalance } from '@/lib/queries/balance';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';
import { PAYMENT_POLL_WINDOW_MS, usePayment } from '../api/get-payment';
import { usePollWindow } from '../components/use-poll-window';
import { HomeLink } from '../components/home-link';
import { usePaymentsTranslation } from '../i18n';
import { usePageTitle } from '@/lib/use-page-title';

const HOME = <HomeLink variant="secondary" />;

function Frame({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Page>
      <EmptyState icon={icon} title={title} action={<div className="flex flex-wrap justify-center gap-2">{actions}</div>}>
        {children}
      </EmptyState>
    </Page>
  );
}

function NewBalance() {
  const { t } = usePaymentsTranslation();
  const balance = useBalance();
  if (balance.isPending) return <p className="mt-2">{t('success.checkingBalance')}</p>;
  if (balance.isError) return null;
  return (
    <p className="mt-2 text-base text-neutral-900 dark:text-neutral-100">
      <Trans
        t={t}
        i18nKey="success.newBalance"
        values={{ amount: formatEuros(balance.data.available) }}
        components={{ strong: <strong data-testid="new-balance" /> }}
      />
    </p>
  );
}

function Succeeded({ payment }: { payment: PaymentSummary }) {
  const { t } = usePaymentsTranslation();
  const amount = formatEuros(payment.amount);
  if (payment.purpose === 'subscription') {
    return (
      <Frame
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title={t('completedTitle')}
        actions={
          <>
            <Link to="/suscripciones" className={buttonClasses('primary')}>
              {t('success.viewSubscription')}
            </Link>
            {HOME}
          </>
        }
      >
        {t('success.subscriptionText', { amount })}
      </Frame>
    );
  }
  const hire = payment.purpose === 'hire';
  return (
    <Frame
      icon={<CircleCheck className="size-6" aria-hidden="true" />}
      title={t('completedTitle')}
      actions={
        <>
          {hire && payment.searchId !== null ? (
            <Link to={`/busquedas/${payment.searchId}`} className={buttonClasses('primary')}>
              {t('success.viewSearch')}
            </Link>
          ) : (
            <Link to="/saldo" className={buttonClasses('primary')}>
              {t('success.viewBalance')}
            </Link>
          )}
          {HOME}
        </>
      }
    >
      {hire ? t('success.hireText', { amount }) : t('success.topUpText', { amount })}
      <NewBalance />
    </Frame>
  );
}

/** /success?payment={id}: waits for the checkout's confirmation (every second, about 30 s), then says so once. */
function PaymentOutcome({ paymentId }: { paymentId: number }) {
  const { t } = usePaymentsTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pollWindow = usePollWindow(PAYMENT_POLL_WINDOW_MS);
  const payment = usePayment(paymentId, pollWindow.open);
  const status = payment.data?.status;
  const purpose = payment.data?.purpose;

  const told = useRef(false);
  useEffect(() => {
    if (status !== 'succeeded' || told.current) return;
    told.current = true;
    toast.success(purpose === 'subscription' ? t('success.toastSubscription') : t('success.toastTopUp'), { id: `payment-${paymentId}` });
    void queryClient.invalidateQueries({ queryKey: purpose === 'subscription' ? subscriptionKeys.all : BALANCE_KEY });
    if (purpose === 'hire') {
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
      void queryClient.invalidateQueries({ queryKey: hireKeys.all });
    }
    // A paid hire leads to its search; a top-up started to pay for something leads back to it (the draft's summary).
    const back = purpose === 'subscription' ? null : takeCheckoutReturn();
    const searchId = payment.data?.searchId ?? null;
    if (purpose === 'hire' && searchId !== null) void navigate(`/busquedas/${searchId}`, { replace: true });
    else if (purpose === 'topup' && back) void navigate(back, { replace: true });
  }, [status, purpose, paymentId, queryClient, t, navigate, payment.data?.searchId]);

  if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.code === 'NOT_FOUND';
    return (
      <Frame
        icon={<CircleAlert className="size-6" aria-hidden="true" />}
        title={missing ? t('notFoundTitle') : t('checkFailed')}
        actions={
          <>
            {missing ? null : (
              <Button variant="primary" onClick={() => void payment.refetch()} loading={payment.isFetching}>
                {t('retry')}
              </Button>
            )}
            {HOME}
          </>
        }
      >
        {missing ? t('notFoundText') : errorMessage(payment.error, t('unreachable'))}
      </Frame>
    );
  }

  if (payment.data?.status === 'succeeded') return <Succeeded payment={payment.data} />;

  if (status === 'refund_due' || status === 'refunded') {
    return (
      <Frame icon={<CircleAlert className="size-6" aria-hidden="true" />} title={t('success.refundedTitle')} actions={HOME}>
        {t('success.refundedText')}
      </Frame>
    );
  }

  if (status === 'failed' || status === 'cancelled') {
    return (
      <Frame
        icon={<CircleAlert className="size-6" aria-hidden="true" />}
        title={t('success.failedTitle')}
        actions={
          <>
            <Link to={purpose === 'subscription' ? '/suscripciones' : '/saldo'} className={buttonClasses('primary')}>
              {t('success.tryAgain')}
            </Link>
            {HOME}
          </>
        }
      >
        {t('success.failedText')}
      </Frame>
    );
  }

  if (!pollWindow.open) {
    return (
      <Frame
        icon={<Clock className="size-6" aria-hidden="true" />}
        title={t('success.slowTitle')}
        actions={
          <>
            <Button
              variant="primary"
              loading={payment.isFetching}
              onClick={() => {
                pollWindow.restart();
                void payment.refetch();
              }}
            >
              {t('success.checkAgain')}
            </Button>
            {HOME}
          </>
        }
      >
        {purpose === 'subscription' ? t('success.slowTextPlan') : t('success.slowTextBalance')}
      </Frame>
    );
  }

  return (
    <Frame icon={<LoaderCircle className="size-6 animate-spin" aria-hidden="true" />} title={t('success.confirmingTitle')} actions={HOME}>
      <span role="status">{t('success.confirmingText')}</span>
    </Frame>
  );
}

/** Opened directly, without a payment to read: nothing happened, so nothing is claimed. */
function NothingToConfirm() {
  const { t } = usePaymentsTranslation();
  return (
    <MessagePage icon={Info} title={t('nothingToConfirm.title')}>
      {t('nothingToConfirm.text')}
    </MessagePage>
  );
}

/** /success: the payment provider returns here after a completed checkout (`?payment={id}`). */
export function SuccessPage() {
  const { t } = usePaymentsTranslation();
  usePageTitle(t('statusTitle'));
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const paymentId = parseId(params.get('payment') ?? undefined);
  if (paymentId === null) return <NothingToConfirm />;
  if (!signedIn) {
    return (
      <MessagePage icon={Info} title={t('statusTitle')}>
        {t('signInToSee')}
      </MessagePage>
    );
  }
  return <PaymentOutcome key={paymentId} paymentId={paymentId} />;
}
