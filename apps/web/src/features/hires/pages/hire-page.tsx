import { Link, useParams } from 'react-router';
import { FileSearch } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { parseId } from '@/lib/parse-id';
import { usePageTitle } from '@/lib/use-page-title';
import { useHire } from '../api/get-hire';
import { HireView } from '../components/hire-section';
import { useHiresTranslation } from '../i18n';

function HireNotFound() {
  const { t } = useHiresTranslation();
  return <EmptyState icon={<FileSearch className="size-6" aria-hidden="true" />} title={t('offer.notFound')} />;
}

function HireContent({ hireId }: { hireId: number }) {
  const { t } = useHiresTranslation();
  const query = useHire(hireId);
  usePageTitle(query.data?.searchTitle ?? t('offer.pageTitle'));
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-20 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-6 text-brand-600" /> {t('offer.loading')}
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') return <HireNotFound />;
    return <LoadErrorState title={t('offer.loadFailed')} error={query.error} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  }
  const hire = query.data;
  return (
    <div className="flex flex-col gap-4">
      {hire.searchTitle ? <h2 className="text-xl font-semibold break-words">«{hire.searchTitle}»</h2> : null}
      {hire.searchId === null ? (
        <p data-testid="hire-search-deleted" className="rounded-xl bg-neutral-100 px-4 py-3 text-sm dark:bg-neutral-800">
          {hire.searchTitle ? t('offer.searchDeleted', { title: hire.searchTitle }) : t('offer.searchDeletedNoTitle')}
        </p>
      ) : (
        <Link
          to={`/busquedas/${hire.searchId}`}
          className="focus-ring self-start rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('offer.openSearch')}
        </Link>
      )}
      <HireView hire={hire} searchId={hire.searchId} categoryId={hire.categoryId} />
    </div>
  );
}

/** /contrataciones/{id}: one hire on its own page, readable by both parties and the admin also once its search is deleted (decision 036). */
export function HirePage() {
  const { t } = useHiresTranslation();
  const hireId = parseId(useParams().id);
  return <Page title={t('offer.pageTitle')}>{hireId === null ? <HireNotFound /> : <HireContent hireId={hireId} />}</Page>;
}
