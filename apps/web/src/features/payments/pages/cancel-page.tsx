import { Link, useSearchParams } from 'react-router';
import { CircleX } from 'lucide-react';
import { WALLET_MESSAGES } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { usePayment } from '../api/get-payment';
import { usePageTitle } from '@/lib/use-page-title';

/** /cancel(?payment={id}): the payment provider returns here when the checkout is abandoned. */
export function CancelPage() {
  usePageTitle('Pago cancelado');
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const paymentId = parseId(params.get('payment') ?? undefined);
  // Only to offer the way back to the search a hire checkout was for; nothing is polled.
  const payment = usePayment(signedIn ? paymentId : null, false);
  const searchId = payment.data?.purpose === 'hire' ? payment.data.searchId : null;
  return (
    <Page>
      <EmptyState
        icon={<CircleX className="size-6" aria-hidden="true" />}
        title={WALLET_MESSAGES.paymentCancelledTitle}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/" className={buttonClasses('primary')}>
              Volver al inicio
            </Link>
            {payment.data?.purpose === 'subscription' ? (
              <Link to="/suscripciones" className={buttonClasses('secondary')}>
                Ver planes
              </Link>
            ) : null}
            {searchId !== null ? (
              <Link to={`/busquedas/${searchId}`} className={buttonClasses('secondary')}>
                Volver a la búsqueda
              </Link>
            ) : null}
          </div>
        }
      >
        No se ha realizado ningún cargo. Puedes intentarlo de nuevo cuando quieras.
      </EmptyState>
    </Page>
  );
}
