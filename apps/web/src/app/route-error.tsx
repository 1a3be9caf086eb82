import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundPage } from './not-found-page';

/** Root error boundary: a render error or a chunk that failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="Algo ha ido mal"
        action={<Button onClick={() => window.location.reload()}>Recargar la página</Button>}
      >
        Ha ocurrido un error inesperado. Recarga la página para intentarlo de nuevo.
      </EmptyState>
    </div>
  );
}
