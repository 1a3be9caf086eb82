import { useEffect } from 'react';
import { AlertCircle, ArrowLeft, Bot, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCatalogNames } from '@/lib/catalog-names';
import { useCategories } from '@/lib/queries/categories';
import { useSearchServices } from '@/lib/queries/search-services';
import type { CreationFlow } from '../hooks/use-creation-flow';
import { useSearchCreationTranslation } from '../i18n';
import { noExpertsText } from '../lib/creation-messages';
import { ServiceCard } from './service-card';
import { ContinueButton, StepForm, StepNav } from './step-form';

/** The radio value of the automatic search (not a text: the draft's `serviceId`). */
const AUTOMATIC = 'automatic';

function AutomaticCard({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  const { t } = useSearchCreationTranslation();
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
        selected
          ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950'
          : 'border-neutral-200 bg-white hover:border-neutral-300 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-neutral-700',
      )}
    >
      <span className="flex items-start gap-3">
        <input
          type="radio"
          name="search-service"
          value={AUTOMATIC}
          aria-labelledby="automatic-service-title"
          aria-describedby="automatic-service-text"
          checked={selected}
          onChange={onSelect}
          className="mt-1 size-4 shrink-0 accent-brand-600"
        />
        <span className="flex flex-col gap-1">
          <span id="automatic-service-title" className="flex items-center gap-2 font-semibold">
            <Bot className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            {t('service.automaticTitle')}
          </span>
          <span id="automatic-service-text" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('service.automaticText')}
          </span>
          <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">{t('service.included')}</span>
        </span>
      </span>
    </label>
  );
}

/** Step 2: the automatic search (always first, docs/design.md section 11) and the experts' offers. */
export function StepService({ flow }: { flow: CreationFlow }) {
  const { t } = useSearchCreationTranslation();
  const { state, dispatch } = flow;
  const category = state.category ?? 0;
  const serviceType = state.serviceTypeId ?? 0;
  const valid = category > 0 && serviceType > 0;
  const services = useSearchServices(category, serviceType);
  const categories = useCategories();
  const names = useCatalogNames();
  const found = categories.find((c) => c.id === category);
  const categoryName = found ? names.category(found.code, found.name) : String(category);
  const noExperts = services.isSuccess && services.data.length === 0;

  // "Solo búsqueda automática" is preselected when it is the only choice.
  useEffect(() => {
    if (noExperts && state.serviceId === null) dispatch({ type: 'chooseService', serviceId: 'automatic' });
  }, [noExperts, state.serviceId, dispatch]);

  if (!valid) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {t('messages.invalidCategoryOrServiceType')}
        </p>
        <Button variant="secondary" icon={<ArrowLeft className="size-5" aria-hidden="true" />} onClick={() => flow.goTo(0)}>
          {t('nav.return')}
        </Button>
      </div>
    );
  }

  return (
    <StepForm
      onSubmit={() => {
        if (state.serviceId !== null) flow.goTo(3);
      }}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{t('service.choose')}</legend>
        <AutomaticCard selected={state.serviceId === 'automatic'} onSelect={() => dispatch({ type: 'chooseService', serviceId: 'automatic' })} />

        <section aria-labelledby="expert-services-title" className="flex flex-col gap-3">
          <h4 id="expert-services-title" className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
            {t('service.experts')}
          </h4>
          {services.isPending ? (
            <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
              <Spinner className="size-4" /> {t('service.loading')}
            </p>
          ) : services.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700 dark:text-red-300">
              <p>{t('messages.servicesFailed', { message: services.error.message })}</p>
              <Button variant="secondary" size="sm" icon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={() => void services.refetch()}>
                {t('nav.retry')}
              </Button>
            </div>
          ) : services.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-3 text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
              {noExpertsText(t, serviceType === 2 ? 2 : 1, categoryName)}
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {services.data.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  selected={state.serviceId === service.id}
                  onSelect={() => dispatch({ type: 'chooseService', serviceId: service.id })}
                />
              ))}
            </div>
          )}
        </section>
      </fieldset>

      <StepNav onBack={() => flow.goTo(1)}>
        <ContinueButton disabled={state.serviceId === null} />
      </StepNav>
    </StepForm>
  );
}
