import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, LogIn, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useAd } from '../api/get-ad';
import { AdGallery } from '../components/ad-gallery';
import { AdPoints } from '../components/ad-points';
import { AdSummary } from '../components/ad-summary';
import { PriceHistory } from '../components/price-history';
import { PriceContextSection } from '../components/price-context-section';
import { useAdsTranslation } from '../i18n';
import { parseId } from '@/lib/parse-id';
import { usePageTitle } from '@/lib/use-page-title';

const SEARCHES_PATH = '/busquedas';

function NotFound() {
  const { t } = useAdsTranslation();
  usePageTitle(t('page.notFound'));
  return (
    <EmptyState
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title={t('page.notFound')}
      action={
        <Link to="/busquedas" className={buttonClasses('primary')}>
          {t('page.backToSearches')}
        </Link>
      }
    >
      {t('page.notFoundHint')}
    </EmptyState>
  );
}

/** The offer of an in-person review of the ad (composed in app/ from the hires feature). */
export type AdReviewOfferComponent = ComponentType<{ adId: number; categoryId: number }>;

function AdContent({ adId, ReviewOffer }: { adId: number; ReviewOffer?: AdReviewOfferComponent }) {
  const { t } = useAdsTranslation();
  const query = useAd(adId);
  usePageTitle(query.data?.title ?? null);
  if (query.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-20 text-neutral-600 dark:text-neutral-400" role="status">
        <Spinner className="size-6 text-brand-600" />
        {t('page.loading')}
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') return <NotFound />;
    return <LoadErrorState title={t('page.loadFailed')} error={query.error} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  }
  const ad = query.data;
  return (
    <article className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <AdGallery images={ad.images} title={ad.title} />
        <div className="flex flex-col gap-4">
          <AdSummary ad={ad} />
          {ReviewOffer ? <ReviewOffer adId={ad.id} categoryId={ad.category} /> : null}
        </div>
      </div>
      <section aria-labelledby="description-title" className="flex flex-col gap-2">
        <h2 id="description-title" className="text-lg font-semibold">
          {t('page.description')}
        </h2>
        <p className="text-neutral-700 whitespace-pre-line dark:text-neutral-300">{ad.description || t('page.noDescription')}</p>
      </section>
      <AdPoints goodThings={ad.goodThings} badThings={ad.badThings} goodPoints={ad.goodPoints} badPoints={ad.badPoints} />
      <PriceContextSection context={ad.priceContext ?? null} />
      <PriceHistory entries={ad.priceHistory} repost={ad.repost} />
    </article>
  );
}

function SignInNotice({ signInSlot }: { signInSlot: ReactNode }) {
  const { t } = useAdsTranslation();
  usePageTitle(t('page.signInTitle'));
  return (
    <EmptyState icon={<LogIn className="size-6" aria-hidden="true" />} title={t('page.signInTitle')} action={signInSlot}>
      {t('page.signInHint')}
    </EmptyState>
  );
}

interface AdPageProps {
  /** The sign-in control offered to a visitor (composed in app/ from the auth feature). */
  signInSlot?: ReactNode;
  ReviewOffer?: AdReviewOfferComponent;
}

/** /ad/:id: one ad asked from the server (docs/design.md section 11). Back returns to the previous page. */
export function AdPage({ signInSlot, ReviewOffer }: AdPageProps = {}) {
  const { t } = useAdsTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession() !== null;
  const adId = parseId(id);
  return (
    <Page>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 mb-4"
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        onClick={() => void (location.key === 'default' ? navigate(SEARCHES_PATH) : navigate(-1))}
      >
        {t('page.back')}
      </Button>
      {!signedIn ? <SignInNotice signInSlot={signInSlot} /> : adId === null ? <NotFound /> : <AdContent key={adId} adId={adId} ReviewOffer={ReviewOffer} />}
    </Page>
  );
}
