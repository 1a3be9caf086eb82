import { useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { parseId } from '@/lib/parse-id';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicExpert } from '../api/get-public-expert';
import { PublicExpertHeader } from '../components/public-expert-header';
import { PublicExpertReviews } from '../components/public-expert-reviews';
import { PublicExpertServices, type ServiceHireComponent } from '../components/public-expert-services';
import { useExpertsTranslation } from '../i18n';

/** /expertos/:id: an expert's public profile, read by anyone (visitors too) before hiring. */
export function PublicExpertPage({ HireAction }: { HireAction?: ServiceHireComponent } = {}) {
  const { t } = useExpertsTranslation();
  const id = parseId(useParams().id);
  const expert = usePublicExpert(id);
  usePageTitle(expert.data ? expert.data.name : t('public.title'));

  let content;
  if (id === null || (expert.isError && expert.error instanceof ApiError && expert.error.code === 'NOT_FOUND')) {
    content = <EmptyState icon={<UserX className="size-6" aria-hidden="true" />} title={t('public.notFound')} />;
  } else if (expert.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t('public.loading')} />
      </div>
    );
  } else if (expert.isError) {
    content = <LoadErrorState title={t('public.loadFailed')} error={expert.error} onRetry={() => void expert.refetch()} retrying={expert.isFetching} />;
  } else {
    content = (
      <div className="flex flex-col gap-8">
        <PublicExpertHeader expert={expert.data} />
        <PublicExpertServices services={expert.data.services} expertName={expert.data.name} HireAction={HireAction} />
        <PublicExpertReviews reviews={expert.data.reviews} />
      </div>
    );
  }
  return <Page title={t('public.title')}>{content}</Page>;
}
