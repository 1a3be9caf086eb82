import { SearchX } from 'lucide-react';
import { MessagePage } from '@/components/ui/message-page';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <MessagePage icon={SearchX} title="Página no encontrada">
      La dirección que buscas no existe o ha cambiado.
    </MessagePage>
  );
}
