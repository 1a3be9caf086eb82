import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** /success: the payment provider returns here after a completed checkout. */
export function SuccessPage() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success('Suscripción activada con éxito', { id: 'payment-success' });
  }, []);
  return (
    <Page>
      <EmptyState
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title="Pago Completado"
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Volver al inicio
          </Link>
        }
      >
        Hemos recibido tu pago. Ya puedes seguir con tus búsquedas.
      </EmptyState>
    </Page>
  );
}
