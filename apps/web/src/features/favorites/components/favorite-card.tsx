import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ArrowRight, ImageOff, MapPin, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import type { AdResultSummary } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { PriceVerdictBadge } from '@/components/ui/price-verdict-badge';
import { ScoreBadge } from '@/components/ui/score-badge';
import { formatDate, formatEuros } from '@/lib/format';
import { Trans } from '@/lib/i18n';
import { placeText } from '@/lib/place';
import { useFavoritesTranslation } from '../i18n';

function AdImage({ src, alt }: { src: string | undefined; alt: string }) {
  const { t } = useFavoritesTranslation();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        data-testid="image-fallback"
        className="flex size-full items-center justify-center bg-neutral-100 text-neutral-400 dark:bg-neutral-800 dark:text-neutral-500"
      >
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="sr-only">{t('card.noImage')}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" referrerPolicy="no-referrer" className="size-full object-cover" onError={() => setFailed(true)} />;
}

interface FavoriteCardProps {
  ad: AdResultSummary;
  /** Called when the ad's link is followed (the modal closes). */
  onOpen: () => void;
  onRemove: () => void;
}

/** One favourite: image, badges, place, date, score, good/bad counts, price and its verdict, link and remove button. */
export function FavoriteCard({ ad, onOpen, onRemove }: FavoriteCardProps) {
  const { t } = useFavoritesTranslation();
  const good = ad.goodThings.length;
  const bad = ad.badThings.length;
  return (
    <article
      aria-label={ad.title}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="relative aspect-[4/3] w-full">
        <AdImage src={ad.images[0]} alt={ad.title} />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {ad.highlighted ? <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-semibold text-white shadow">{t('card.featured')}</span> : null}
          {ad.isNew ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow">{t('card.new')}</span> : null}
        </div>
        {/* The score as everywhere else (N/100), not the spec's percent: docs/design.md section 11. */}
        <ScoreBadge score={ad.finalScore} className="absolute top-2 right-2 shadow" />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-neutral-900 dark:text-neutral-100">{ad.title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-neutral-600 dark:text-neutral-400">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeText(ad.city, ad.province)}</span>
        </p>
        {ad.publishDate ? (
          <p className="flex items-center gap-1.5 text-sm text-neutral-600 dark:text-neutral-400">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <Trans t={t} i18nKey="card.published" values={{ date: formatDate(ad.publishDate) }} components={{ time: <time dateTime={ad.publishDate} /> }} />
            </span>
          </p>
        ) : null}
        <p className="flex items-center gap-4 text-sm">
          <span className="flex items-center gap-1 text-green-700 dark:text-green-400" title={t('card.good')}>
            <ThumbsUp className="size-4" aria-hidden="true" />
            {good}
            <span className="sr-only">{t('card.goodCount', { count: good })}</span>
          </span>
          <span className="flex items-center gap-1 text-red-700 dark:text-red-400" title={t('card.bad')}>
            <ThumbsDown className="size-4" aria-hidden="true" />
            {bad}
            <span className="sr-only">{t('card.badCount', { count: bad })}</span>
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1">
          <p className="text-xl font-bold text-neutral-900 dark:text-neutral-50">{formatEuros(ad.price, { whole: true })}</p>
          <PriceVerdictBadge ad={ad} />
        </div>
        <div className="flex items-center gap-2">
          <Link to={`/ad/${ad.id}`} onClick={onOpen} className={buttonClasses('primary', 'sm', 'flex-1')}>
            <ArrowRight className="size-4" aria-hidden="true" />
            {t('card.open')}
            <span className="sr-only">: {ad.title}</span>
          </Link>
          <IconButton
            aria-label={t('card.removeAd', { title: ad.title })}
            title={t('card.remove')}
            onClick={onRemove}
            className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950"
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
      </div>
    </article>
  );
}
