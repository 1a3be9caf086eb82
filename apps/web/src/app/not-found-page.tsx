import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Page } from '../components/ui/page';

export function NotFoundPage() {
  return (
    <Page>
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title="Página no encontrada"
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Volver al inicio
          </Link>
        }
      >
        La dirección que buscas no existe o ha cambiado.
      </EmptyState>
    </Page>
  );
}
