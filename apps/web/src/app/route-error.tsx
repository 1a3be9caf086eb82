import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAppTranslation } from './i18n';
import { NotFoundPage } from './not-found-page';

/** Root error boundary: a render error or a chunk that failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useAppTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title={t('routeError.title')}
        action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
      >
        {t('routeError.text')}
      </EmptyState>
    </div>
  );
}
