import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** /cancel: the payment provider returns here when the checkout is abandoned. */
export function CancelPage() {
  return (
    <Page>
      <EmptyState
        icon={<CircleX className="size-6" aria-hidden="true" />}
        title="Pago Cancelado"
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Volver al inicio
          </Link>
        }
      >
        No se ha realizado ningún cargo. Puedes intentarlo de nuevo cuando quieras.
      </EmptyState>
    </Page>
  );
}
