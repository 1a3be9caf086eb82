import type { ComponentType } from 'react';
import { Clock } from 'lucide-react';
import type { PublicExpertService } from '@ojeador/shared';
import { StarRating } from '@/components/ui/star-rating';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatEuros, formatNumber } from '@/lib/format';
import { useExpertsTranslation } from '../i18n';

/** What each service offers to hire it (composed in app/ from the hires feature). */
export type ServiceHireComponent = ComponentType<{ service: PublicExpertService; expertName: string }>;

/** The services customers can hire now, each with the rating its own hires earned, and "Contratar". */
export function PublicExpertServices({
  services,
  expertName,
  HireAction,
}: {
  services: PublicExpertService[];
  expertName: string;
  HireAction?: ServiceHireComponent;
}) {
  const { t } = useExpertsTranslation();
  const names = useCatalogNames();
  return (
    <section aria-labelledby="public-expert-services" className="flex flex-col gap-3">
      <h2 id="public-expert-services" className="text-lg font-semibold">
        {t('public.services')}
      </h2>
      {services.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('public.noServices')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {names.serviceType(service.serviceTypeCode, service.serviceTypeName)} · {names.category(service.categoryCode, service.categoryName)}
                </h3>
                <span className="font-semibold">{formatEuros(service.price)}</span>
              </div>
              <p className="flex items-center gap-1.5 text-sm text-neutral-600 dark:text-neutral-400">
                <Clock className="size-4" aria-hidden="true" /> {t('public.hours', { count: service.durationInHours })}
              </p>
              <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">{service.conditions}</p>
              <p className="flex items-center gap-2 text-sm">
                {service.averageRating === null ? (
                  t('public.noRatings')
                ) : (
                  <>
                    <StarRating value={service.averageRating} />
                    {t('public.serviceRating', { rating: formatNumber(service.averageRating, { decimals: 1, fixed: true }), count: service.reviewCount })}
                  </>
                )}
              </p>
              {HireAction ? <HireAction service={service} expertName={expertName} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
