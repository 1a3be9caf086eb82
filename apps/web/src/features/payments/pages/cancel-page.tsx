import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { WALLET_MESSAGES } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { usePayment } from '../api/get-payment';
import { NOTHING_TO_CONFIRM_TEXT, NOTHING_TO_CONFIRM_TITLE, PAYMENT_STATUS_TITLE, SIGN_IN_TO_SEE_PAYMENT } from './payment-texts';

const HOME = (
  <Link to="/" className={buttonClasses('primary')}>
    Volver al inicio
  </Link>
);

function Frame({ icon, title, actions, children }: { icon: ReactNode; title: string; actions: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <EmptyState icon={icon} title={title} action={<div className="flex flex-wrap justify-center gap-2">{actions}</div>}>
      {children}
    </EmptyState>
  );
}

/** What the server says about the abandoned checkout: only what happened is claimed. */
function CancelOutcome({ paymentId }: { paymentId: number }) {
  const payment = usePayment(paymentId, false);
  if (payment.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-6 text-brand-600" />
        Consultando el pago…
      </div>
    );
  }
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.code === 'NOT_FOUND') {
      return (
        <Frame icon={<CircleAlert className="size-6" aria-hidden="true" />} title={WALLET_MESSAGES.paymentNotFound} actions={HOME}>
          No encontramos este pago en tu cuenta.
        </Frame>
      );
    }
    return <LoadErrorState title="Error al consultar el pago" error={payment.error} retrying={payment.isRefetching} onRetry={() => void payment.refetch()} />;
  }
  const { status, purpose, searchId } = payment.data;
  if (status === 'succeeded') {
    return (
      <Frame
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title={WALLET_MESSAGES.paymentCompletedTitle}
        actions={
          <>
            <Link to={`/success?payment=${paymentId}`} className={buttonClasses('primary')}>
              Ver el pago
            </Link>
            <Link to="/" className={buttonClasses('secondary')}>
              Volver al inicio
            </Link>
          </>
        }
      >
        Este pago ya se había completado: no se ha cancelado.
      </Frame>
    );
  }
  return (
    <Frame
      icon={<CircleX className="size-6" aria-hidden="true" />}
      title={WALLET_MESSAGES.paymentCancelledTitle}
      actions={
        <>
          {HOME}
          {purpose === 'subscription' ? (
            <Link to="/suscripciones" className={buttonClasses('secondary')}>
              Ver planes
            </Link>
          ) : null}
          {purpose === 'hire' && searchId !== null ? (
            <Link to={`/busquedas/${searchId}`} className={buttonClasses('secondary')}>
              Volver a la búsqueda
            </Link>
          ) : null}
        </>
      }
    >
      No se ha realizado ningún cargo. Puedes intentarlo de nuevo cuando quieras.
    </Frame>
  );
}

/** /cancel?payment={id}: the payment provider returns here when the checkout is abandoned; it reads GET /api/Payments/{id}. */
export function CancelPage() {
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const paymentId = parseId(params.get('payment') ?? undefined);
  let content;
  if (paymentId === null) {
    content = (
      <Frame icon={<Info className="size-6" aria-hidden="true" />} title={NOTHING_TO_CONFIRM_TITLE} actions={HOME}>
        {NOTHING_TO_CONFIRM_TEXT}
      </Frame>
    );
  } else if (!signedIn) {
    content = (
      <Frame icon={<Info className="size-6" aria-hidden="true" />} title={PAYMENT_STATUS_TITLE} actions={HOME}>
        {SIGN_IN_TO_SEE_PAYMENT}
      </Frame>
    );
  } else {
    content = <CancelOutcome key={paymentId} paymentId={paymentId} />;
  }
  return <Page>{content}</Page>;
}
