import { ImageOff } from 'lucide-react';
import type { SearchService } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate, formatEuros } from '@/lib/format';
import { useExpertsTranslation } from '../i18n';

/** One of the expert's own services in the Servicios tab. */
export function ExpertServiceCard({
  service,
  onEdit,
  onDeactivate,
  deactivating,
}: {
  service: SearchService;
  onEdit: () => void;
  onDeactivate: () => void;
  deactivating: boolean;
}) {
  const { t } = useExpertsTranslation();
  const image = service.imageUrls[0];
  const names = useCatalogNames();
  const category = names.category(service.categoryCode, service.categoryName) || t('services.category');
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
      {image ? (
        <img referrerPolicy="no-referrer" src={image} alt={t('services.imageAlt', { category })} className="aspect-video w-full object-cover" />
      ) : (
        <div className="flex aspect-video items-center justify-center bg-neutral-100 text-neutral-400 dark:bg-neutral-800">
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">{category}</h3>
          <span className="text-xs text-neutral-500 dark:text-neutral-400">{formatDate(service.createdAt)}</span>
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {names.serviceType(service.serviceTypeCode, service.serviceTypeName) || t('services.unknownType')}
        </p>
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold">{formatEuros(service.price)}</span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{t('services.hours', { count: service.durationInHours })}</span>
        </div>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{service.conditions}</p>
        <div className="mt-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('services.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDeactivate} loading={deactivating}>
            {t('services.deactivate')}
          </Button>
        </div>
      </div>
    </article>
  );
}
