import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, MapPin, Sparkles, ThumbsUp } from 'lucide-react';
import type { AdResult, LikeToggleResponse } from '@ojeador/shared';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { formatEuros } from '@/lib/format';
import { usePointWords } from '@/lib/point-words';
import { useAdsTranslation } from '../i18n';
import { adFacts, adPlace } from '../lib/ad-facts';
import { LikeButton } from './like-button';
import { PriceVerdictBadge } from '@/components/ui/price-verdict-badge';
import { ScoreBadge } from '@/components/ui/score-badge';

const CARD_FRAME =
  'relative flex min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800';
const CARD_BODY = 'flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4';
const BADGE = 'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm';

/** What a card reads: a results page's summary or a whole ad; the description is never shown on a card. */
export type AdCardAd = Omit<AdResult, 'description'>;

interface AdCardProps {
  ad: AdCardAd;
  /** Extra controls under the card (e.g. the administrator's filtered-list button). They never navigate. */
  actions?: ReactNode;
  onLikeToggled?: (answer: LikeToggleResponse) => void;
}

/**
 * One ad in a results grid with its real facts and score (docs/design.md section 11). The title link covers the
 * whole card, so a click anywhere opens /ad/{id} and the keyboard reaches it as one link; the like button
 * and the actions sit above it.
 */
export function AdCard({ ad, actions, onLikeToggled }: AdCardProps) {
  const { t } = useAdsTranslation();
  const names = useCatalogNames();
  const titleId = useId();
  const facts = adFacts(t, ad.attributes);
  const place = adPlace(ad);
  const topPoint = usePointWords().list(ad.goodPoints, ad.goodThings)[0];
  return (
    <article
      aria-labelledby={titleId}
      className={cn(CARD_FRAME, 'group transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500')}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-neutral-100 dark:bg-neutral-800">
        <ImageWithFallback src={ad.images[0]} alt="" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        {/* Badges and like share the top edge: on a phone's half-width card they wrap before they overlap. */}
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-wrap gap-1">
            {ad.isNew ? (
              <span className={cn(BADGE, 'bg-brand-700 text-white dark:bg-brand-500 dark:text-neutral-950')}>
                <Sparkles className="size-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{t('badges.new')}</span>
              </span>
            ) : null}
            {ad.recommendedByExpert ? (
              <span className={cn(BADGE, 'bg-violet-700 text-white')}>
                <BadgeCheck className="size-3 shrink-0" aria-hidden="true" />
                <span className="truncate sm:hidden">{t('badges.recommendedShort')}</span>
                <span className="hidden truncate sm:inline">{t('badges.recommended')}</span>
              </span>
            ) : null}
            {ad.reserved ? (
              <span className={cn(BADGE, 'bg-neutral-800 text-white dark:bg-neutral-200 dark:text-neutral-950')}>
                <span className="truncate">{t('badges.reserved')}</span>
              </span>
            ) : null}
            {ad.highlighted ? (
              <span className={cn(BADGE, 'bg-amber-400 text-amber-950')}>
                <span className="truncate">{t('badges.featured')}</span>
              </span>
            ) : null}
          </div>
          <div className="relative z-10 shrink-0">
            <LikeButton adId={ad.id} liked={ad.liked} likeCount={ad.likeCount} onToggled={onLikeToggled} />
          </div>
        </div>
      </div>

      <div className={CARD_BODY}>
        <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold break-words sm:text-base">
          <Link to={`/ad/${ad.id}`} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700 dark:hover:text-brand-300">
            {ad.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">
          <span className="min-w-0 break-words">{names.category(ad.categoryCode, ad.categoryName)}</span>
          {place ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex min-w-0 items-center gap-0.5 break-words">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                {place}
              </span>
            </>
          ) : null}
        </p>
        {facts.length > 0 ? (
          <ul aria-label={t('facts.list')} className="flex flex-wrap gap-1.5">
            {facts.map((fact) => (
              <li
                key={fact.key}
                className="rounded-md bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
              >
                {fact.value}
              </li>
            ))}
          </ul>
        ) : null}
        {topPoint ? (
          <p className="flex items-start gap-1.5 text-xs text-green-700 sm:text-sm dark:text-green-400">
            <ThumbsUp className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{topPoint}</span>
          </p>
        ) : null}
        {/* On a phone's half-width card the score goes under the price, the badge beside the stars. */}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <div className="flex min-w-0 flex-col items-start gap-1">
            <p data-testid="card-price" className="text-lg font-bold tracking-tight tabular-nums sm:text-xl">
              {formatEuros(ad.price, { whole: true })}
            </p>
            <PriceVerdictBadge ad={ad} />
          </div>
          <div className="flex flex-wrap items-center gap-1.5 sm:flex-col sm:items-end sm:gap-1">
            <ScoreBadge score={ad.finalScore} />
          </div>
        </div>
        {actions ? (
          <div className="relative z-10 mt-1 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">{actions}</div>
        ) : null}
      </div>
    </article>
  );
}

const BONE = 'block rounded bg-neutral-200 dark:bg-neutral-800';

/**
 * A card's shape while the results load: the same frame, picture and lines as AdCard, so the grid
 * keeps its size when the cards arrive. Decorative: the page says "loading" in its own status.
 */
export function AdCardSkeleton() {
  return (
    <div aria-hidden="true" className={cn(CARD_FRAME, 'animate-pulse')}>
      <div className="aspect-[4/3] bg-neutral-200 dark:bg-neutral-800" />
      <div className={CARD_BODY}>
        <div className="text-sm leading-snug sm:text-base">
          <span className={cn(BONE, 'w-11/12')}>&nbsp;</span>
          <span className={cn(BONE, 'w-3/5')}>&nbsp;</span>
        </div>
        <span className={cn(BONE, 'w-2/3 text-xs sm:text-sm')}>&nbsp;</span>
        {/* A phone's half-width card wraps the facts and the top point onto a second line. */}
        <div className="flex flex-col gap-1.5 text-xs">
          <span className={cn(BONE, 'w-1/2 py-0.5')}>&nbsp;</span>
          <span className={cn(BONE, 'w-1/3 py-0.5 sm:hidden')}>&nbsp;</span>
        </div>
        <div className="text-xs sm:text-sm">
          <span className={cn(BONE, 'w-4/5')}>&nbsp;</span>
          <span className={cn(BONE, 'w-1/2 sm:hidden')}>&nbsp;</span>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <span className={cn(BONE, 'w-20 text-lg sm:text-xl')}>&nbsp;</span>
          <span className={cn(BONE, 'h-[2.375rem] w-[4.875rem]')} />
        </div>
      </div>
    </div>
  );
}
