import { SearchX } from 'lucide-react';
import { MessagePage } from '@/components/ui/message-page';

export function NotFoundPage() {
  return (
    <MessagePage icon={SearchX} title="Página no encontrada">
      La dirección que buscas no existe o ha cambiado.
    </MessagePage>
  );
}
