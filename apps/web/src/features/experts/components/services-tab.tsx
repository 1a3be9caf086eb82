import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { SearchService } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeactivateService } from '../api/deactivate-service';
import { useExpertServices } from '../api/get-expert-services';
import { useExpertsTranslation } from '../i18n';
import { EditServiceDialog } from './edit-service-dialog';
import { ExpertServiceCard } from './expert-service-card';
import { NewServiceDialog } from './new-service-dialog';

/** Servicios: the expert's active services and "Nuevo Servicio". */
export function ServicesTab({ expertProfileId }: { expertProfileId: number }) {
  const { t } = useExpertsTranslation();
  const services = useExpertServices(expertProfileId);
  const deactivate = useDeactivateService();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SearchService | null>(null);
  const active = (services.data ?? []).filter((s) => s.isActive);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t('services.new')}
        </Button>
      </div>
      {services.isPending ? (
        <Spinner label={t('services.loading')} />
      ) : services.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('services.loadFailed', { message: services.error.message })}
        </p>
      ) : active.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          {t('services.empty')}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {active.map((service) => (
            <ExpertServiceCard
              key={service.id}
              service={service}
              deactivating={deactivate.isPending && deactivate.variables === service.id}
              onEdit={() => setEditing(service)}
              onDeactivate={() => deactivate.mutate(service.id)}
            />
          ))}
        </div>
      )}
      {editing ? <EditServiceDialog key={editing.id} service={editing} onClose={() => setEditing(null)} /> : null}
      <NewServiceDialog open={creating} onClose={() => setCreating(false)} expertProfileId={expertProfileId} />
    </div>
  );
}
