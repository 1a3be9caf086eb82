import { CircleX } from 'lucide-react';
import { MessagePage } from '@/components/ui/message-page';

/** /cancel: the payment provider returns here when the checkout is abandoned. */
export function CancelPage() {
  return (
    <MessagePage icon={CircleX} title="Pago Cancelado">
      No se ha realizado ningún cargo. Puedes intentarlo de nuevo cuando quieras.
    </MessagePage>
  );
}
