import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin, Sparkles, ThumbsUp } from 'lucide-react';
import type { AdResult, LikeToggleResponse } from '@ojeador/shared';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatEuros } from '@/lib/format';
import { useAdsTranslation } from '../i18n';
import { adFacts, adPlace } from '../lib/ad-facts';
import { LikeButton } from './like-button';
import { ScoreBadge, ScoreStars } from './score-badge';

const CARD_STAR_SIZE = 'size-3.5';

/** What a card reads: a results page's summary or a whole ad; the description is never shown on a card. */
export type AdCardAd = Omit<AdResult, 'description'>;

interface AdCardProps {
  ad: AdCardAd;
  /** Extra controls under the card (e.g. the administrator's filtered-list button). They never navigate. */
  actions?: ReactNode;
  onLikeToggled?: (answer: LikeToggleResponse) => void;
}

/**
 * One ad in a results grid with its real facts and score (DESIGN.md section 11). The title link covers the
 * whole card, so a click anywhere opens /ad/{id} and the keyboard reaches it as one link; the like button
 * and the actions sit above it.
 */
export function AdCard({ ad, actions, onLikeToggled }: AdCardProps) {
  const { t } = useAdsTranslation();
  const titleId = useId();
  const facts = adFacts(t, ad.attributes);
  const place = adPlace(ad);
  const topPoint = ad.goodThings[0];
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:bg-neutral-900 dark:ring-neutral-800"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-neutral-100 dark:bg-neutral-800">
        <ImageWithFallback src={ad.images[0]} alt="" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {ad.isNew ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white shadow-sm dark:bg-brand-500 dark:text-neutral-950">
              <Sparkles className="size-3" aria-hidden="true" />
              {t('badges.new')}
            </span>
          ) : null}
          {ad.highlighted ? (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950 shadow-sm">{t('badges.featured')}</span>
          ) : null}
        </div>
        <div className="absolute top-2 right-2 z-10">
          <LikeButton adId={ad.id} liked={ad.liked} likeCount={ad.likeCount} onToggled={onLikeToggled} />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          <Link to={`/ad/${ad.id}`} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700 dark:hover:text-brand-300">
            {ad.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-neutral-600 dark:text-neutral-400">
          <span>{ad.categoryName}</span>
          {place ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-0.5">
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
          <p className="flex items-start gap-1.5 text-sm text-green-700 dark:text-green-400">
            <ThumbsUp className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{topPoint}</span>
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="text-xl font-bold tracking-tight tabular-nums">{formatEuros(ad.price, { whole: true })}</p>
          <div className="flex flex-col items-end gap-1">
            <ScoreBadge score={ad.finalScore} />
            <ScoreStars score={ad.finalScore} starClassName={CARD_STAR_SIZE} />
          </div>
        </div>
        {actions ? (
          <div className="relative z-10 mt-1 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">{actions}</div>
        ) : null}
      </div>
    </article>
  );
}
