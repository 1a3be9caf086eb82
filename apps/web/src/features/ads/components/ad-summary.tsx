import { ExternalLink } from 'lucide-react';
import type { AdDetail } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate, formatEuros } from '@/lib/format';
import { useLikeCheck } from '../api/check-like';
import { useAdsTranslation } from '../i18n';
import { adFacts, sellerTypeLabel } from '../lib/ad-facts';
import { LikeButton } from './like-button';
import { PriceVerdictBadge } from '@/components/ui/price-verdict-badge';
import { ScoreBadge } from '@/components/ui/score-badge';
import { cityIsProvince } from '@/lib/place';
import { adSource } from '../lib/ad-source';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** Title, like toggle, real score, price, facts and the link to the original ad. */
export function AdSummary({ ad }: { ad: AdDetail }) {
  // GET /api/Likes/check/{id}: the ad answer already carries `liked`, shown until the check answers.
  const { t } = useAdsTranslation();
  const names = useCatalogNames();
  const likeCheck = useLikeCheck(ad.id);
  const liked = likeCheck.data?.liked ?? ad.liked;
  const facts = adFacts(t, ad.attributes);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ad.title}</h1>
          <div className="flex flex-wrap gap-1.5">
            {ad.isNew ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-500 dark:text-neutral-950">
                {t('badges.new')}
              </span>
            ) : null}
            {ad.reserved ? (
              <span className="rounded-full bg-neutral-800 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-200 dark:text-neutral-950">
                {t('badges.reserved')}
              </span>
            ) : null}
            {ad.highlighted ? <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">{t('badges.featured')}</span> : null}
          </div>
        </div>
        <LikeButton adId={ad.id} liked={liked} likeCount={ad.likeCount} variant="inline" className="shrink-0" />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <ScoreBadge score={ad.finalScore} size="lg" />
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p data-testid="ad-price" className="text-3xl font-extrabold tracking-tight tabular-nums">
          {formatEuros(ad.price, { whole: true })}
        </p>
        <PriceVerdictBadge ad={ad} size="lg" />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800">
        <Fact label={t('summary.category')} value={names.category(ad.categoryCode, ad.categoryName)} />
        <Fact label={t('summary.seller')} value={sellerTypeLabel(t, ad.sellerType)} />
        <Fact label={t('summary.province')} value={ad.province || '—'} />
        {cityIsProvince(ad.city, ad.province) ? null : <Fact label={t('summary.city')} value={ad.city || '—'} />}
        {facts.map((fact) => (
          <Fact key={fact.key} label={fact.label} value={fact.value} />
        ))}
        <Fact label={t('summary.source')} value={adSource(t, ad)} />
        <Fact label={t('summary.published')} value={ad.publishDate ? formatDate(ad.publishDate) : t('summary.noDate')} />
      </dl>

      <a href={ad.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('summary.openOriginal')}
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('summary.newTab')}</span>
      </a>
    </div>
  );
}
