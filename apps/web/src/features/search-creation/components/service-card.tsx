import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Clock, ImageOff, Star, Trophy } from 'lucide-react';
import type { SearchService } from '@ojeador/shared';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatEuros } from '@/lib/format';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSearchCreationTranslation } from '../i18n';

function ServiceImage({ url, alt }: { url: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-neutral-100 text-neutral-400 dark:bg-neutral-800 dark:text-neutral-500">
        <ImageOff className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return <img referrerPolicy="no-referrer" src={url} alt={alt} loading="lazy" className="aspect-video w-full object-cover" onError={() => setFailed(true)} />;
}

/**
 * An expert's offer (spec 000, step 2): every fact, chosen with a radio beside "Solo búsqueda
 * automática". Choosing it is remembered in the draft; the hire itself comes after the search is created.
 */
export function ServiceCard({ service, selected, onSelect }: { service: SearchService; selected: boolean; onSelect: () => void }) {
  const { t } = useSearchCreationTranslation();
  const names = useCatalogNames();
  const rating = new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border-2 bg-white dark:bg-neutral-900',
        selected ? 'border-brand-600 dark:border-brand-400' : 'border-neutral-200 dark:border-neutral-800',
      )}
    >
      <ServiceImage url={service.imageUrls[0]} alt={t('service.imageAlt', { expert: service.expertName })} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 dark:bg-neutral-800">{names.category(service.categoryCode, service.categoryName)}</span>
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 dark:bg-neutral-800">
            {names.serviceType(service.serviceTypeCode, service.serviceTypeName)}
          </span>
        </div>
        <div className="flex items-center gap-2">
          {service.expertPictureUrl ? (
            <img referrerPolicy="no-referrer" src={service.expertPictureUrl} alt="" className="size-8 rounded-full object-cover" />
          ) : null}
          <h4 className="font-semibold">{service.expertName}</h4>
          <Link
            to={`/expertos/${service.expertProfileId}`}
            className="focus-ring ml-auto rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('service.viewProfile')}
            <span className="sr-only"> {t('service.ofExpert', { expert: service.expertName })}</span>
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <Star className="size-4 text-amber-500" aria-hidden="true" />
              <span className="sr-only">{t('service.rating')}</span>
            </dt>
            <dd>{service.averageRating === null ? t('service.noRatings') : t('service.ratingValue', { rating: rating.format(service.averageRating) })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Trophy className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <span className="sr-only">{t('service.completed')}</span>
            </dt>
            <dd>{t('service.completedCount', { count: service.completedSearches })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock className="size-4 text-neutral-500" aria-hidden="true" />
              <span className="sr-only">{t('service.duration')}</span>
            </dt>
            <dd>{t('service.hours', { count: service.durationInHours })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{t('service.pricePerSearch')}</dt>
            <dd className="font-semibold">
              {formatEuros(service.price)} <span className="font-normal text-neutral-500 dark:text-neutral-400">{t('service.perSearch')}</span>
            </dd>
          </div>
        </dl>
        {service.conditions ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            <span className="font-medium text-neutral-800 dark:text-neutral-200">{t('service.conditions')}</span>
            {service.conditions}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-xs text-green-700 dark:text-green-400">
          <BadgeCheck className="size-4" aria-hidden="true" /> {t('service.guarantee')}
        </p>
        <label className="focus-ring mt-auto flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-3 py-2 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-neutral-700 dark:has-checked:bg-brand-950">
          <input type="radio" name="search-service" value={service.id} checked={selected} onChange={onSelect} className="size-4 accent-brand-600" />
          {t('service.select')}
          <span className="sr-only">{t('service.selectOf', { expert: service.expertName })}</span>
        </label>
      </div>
    </article>
  );
}
