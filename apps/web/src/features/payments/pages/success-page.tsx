import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, Info, LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { WALLET_MESSAGES, type PaymentSummary } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MessagePage } from '@/components/ui/message-page';
import { Page } from '@/components/ui/page';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { BALANCE_KEY, useBalance } from '@/lib/queries/balance';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';
import { PAYMENT_POLL_WINDOW_MS, usePayment } from '../api/get-payment';
import { usePollWindow } from '../components/use-poll-window';
import { NOTHING_TO_CONFIRM_TEXT, NOTHING_TO_CONFIRM_TITLE, PAYMENT_STATUS_TITLE, SIGN_IN_TO_SEE_PAYMENT } from './payment-texts';
import { usePageTitle } from '@/lib/use-page-title';

export const SUBSCRIPTION_SUCCESS_MESSAGE = 'Suscripción activada con éxito';
export const PAYMENT_CONFIRMING_TITLE = 'Confirmando el pago…';
export const PAYMENT_SLOW_TITLE = 'Pago pendiente de confirmación';
export const PAYMENT_FAILED_TITLE = 'Pago no completado';

const HOME = (
  <Link to="/" className={buttonClasses('secondary')}>
    Volver al inicio
  </Link>
);

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
  const balance = useBalance();
  if (balance.isPending) return <p className="mt-2">Consultando tu saldo…</p>;
  if (balance.isError) return null;
  return (
    <p className="mt-2 text-base text-neutral-900 dark:text-neutral-100">
      Saldo disponible: <strong data-testid="new-balance">{formatEuros(balance.data.available)}</strong>
    </p>
  );
}

function Succeeded({ payment }: { payment: PaymentSummary }) {
  if (payment.purpose === 'subscription') {
    return (
      <Frame
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title={WALLET_MESSAGES.paymentCompletedTitle}
        actions={
          <>
            <Link to="/suscripciones" className={buttonClasses('primary')}>
              Ver mi suscripción
            </Link>
            {HOME}
          </>
        }
      >
        Hemos recibido el pago de {formatEuros(payment.amount)}: tu nuevo plan ya está activo y se renovará cada mes hasta que lo canceles.
      </Frame>
    );
  }
  const hire = payment.purpose === 'hire';
  return (
    <Frame
      icon={<CircleCheck className="size-6" aria-hidden="true" />}
      title={WALLET_MESSAGES.paymentCompletedTitle}
      actions={
        <>
          {hire && payment.searchId !== null ? (
            <Link to={`/busquedas/${payment.searchId}`} className={buttonClasses('primary')}>
              Ver búsqueda
            </Link>
          ) : (
            <Link to="/saldo" className={buttonClasses('primary')}>
              Ver saldo
            </Link>
          )}
          {HOME}
        </>
      }
    >
      {hire
        ? `Hemos recibido el pago de ${formatEuros(payment.amount)}: el precio queda retenido hasta que apruebes el trabajo del experto.`
        : `Hemos añadido ${formatEuros(payment.amount)} a tu saldo.`}
      <NewBalance />
    </Frame>
  );
}

/** /success?payment={id}: waits for the checkout's confirmation (every second, about 30 s), then says so once. */
function PaymentOutcome({ paymentId }: { paymentId: number }) {
  const queryClient = useQueryClient();
  const pollWindow = usePollWindow(PAYMENT_POLL_WINDOW_MS);
  const payment = usePayment(paymentId, pollWindow.open);
  const status = payment.data?.status;
  const purpose = payment.data?.purpose;

  const told = useRef(false);
  useEffect(() => {
    if (status !== 'succeeded' || told.current) return;
    told.current = true;
    toast.success(purpose === 'subscription' ? SUBSCRIPTION_SUCCESS_MESSAGE : WALLET_MESSAGES.loaded, { id: `payment-${paymentId}` });
    void queryClient.invalidateQueries({ queryKey: purpose === 'subscription' ? subscriptionKeys.all : BALANCE_KEY });
    if (purpose === 'hire') {
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
      void queryClient.invalidateQueries({ queryKey: hireKeys.all });
    }
  }, [status, purpose, paymentId, queryClient]);

  if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.code === 'NOT_FOUND';
    return (
      <Frame
        icon={<CircleAlert className="size-6" aria-hidden="true" />}
        title={missing ? WALLET_MESSAGES.paymentNotFound : 'Error al consultar el pago'}
        actions={
          <>
            {missing ? null : (
              <Button variant="primary" onClick={() => void payment.refetch()} loading={payment.isFetching}>
                Reintentar
              </Button>
            )}
            {HOME}
          </>
        }
      >
        {missing ? 'No encontramos este pago en tu cuenta.' : errorMessage(payment.error, 'No se pudo conectar con el servidor.')}
      </Frame>
    );
  }

  if (payment.data?.status === 'succeeded') return <Succeeded payment={payment.data} />;

  if (status === 'failed' || status === 'cancelled') {
    return (
      <Frame
        icon={<CircleAlert className="size-6" aria-hidden="true" />}
        title={PAYMENT_FAILED_TITLE}
        actions={
          <>
            <Link to={purpose === 'subscription' ? '/suscripciones' : '/saldo'} className={buttonClasses('primary')}>
              Volver a intentarlo
            </Link>
            {HOME}
          </>
        }
      >
        El pago no se ha completado y no se ha realizado ningún cargo.
      </Frame>
    );
  }

  if (!pollWindow.open) {
    return (
      <Frame
        icon={<Clock className="size-6" aria-hidden="true" />}
        title={PAYMENT_SLOW_TITLE}
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
              Volver a comprobar
            </Button>
            {HOME}
          </>
        }
      >
        Tu pago todavía no se ha confirmado. Si lo has completado, {purpose === 'subscription' ? 'tu plan' : 'tu saldo'} se actualizará en cuanto llegue la
        confirmación del proveedor de pagos; no vuelvas a pagar.
      </Frame>
    );
  }

  return (
    <Frame icon={<LoaderCircle className="size-6 animate-spin" aria-hidden="true" />} title={PAYMENT_CONFIRMING_TITLE} actions={HOME}>
      <span role="status">Estamos esperando la confirmación del proveedor de pagos. Solo tarda unos segundos.</span>
    </Frame>
  );
}

/** Opened directly, without a payment to read: nothing happened, so nothing is claimed. */
function NothingToConfirm() {
  return (
    <MessagePage icon={Info} title={NOTHING_TO_CONFIRM_TITLE}>
      {NOTHING_TO_CONFIRM_TEXT}
    </MessagePage>
  );
}

/** /success: the payment provider returns here after a completed checkout (`?payment={id}`). */
export function SuccessPage() {
  usePageTitle(PAYMENT_STATUS_TITLE);
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const paymentId = parseId(params.get('payment') ?? undefined);
  if (paymentId === null) return <NothingToConfirm />;
  if (!signedIn) {
    return (
      <MessagePage icon={Info} title={PAYMENT_STATUS_TITLE}>
        {SIGN_IN_TO_SEE_PAYMENT}
      </MessagePage>
    );
  }
  return <PaymentOutcome key={paymentId} paymentId={paymentId} />;
}
