import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import { MessagePage } from '@/components/ui/message-page';

/** /success: the payment provider returns here after a completed checkout. */
export function SuccessPage() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success('Suscripción activada con éxito', { id: 'payment-success' });
  }, []);
  return (
    <MessagePage icon={CircleCheck} title="Pago Completado">
      Hemos recibido tu pago. Ya puedes seguir con tus búsquedas.
    </MessagePage>
  );
}
