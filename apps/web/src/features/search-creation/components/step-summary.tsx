import type { ReactNode } from 'react';
import { Crown, Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DEFAULT_MIN_SEARCH_INTERVAL_HOURS, priceCeiling } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { PreferenceChips } from '@/components/ui/preference-chips';
import { PriceCeilingNote } from '@/components/ui/price-ceiling-note';
import { formatEuros } from '@/lib/format';
import { usePreferencesPreview } from '../api/preview-preferences';
import { useSearchCreationTranslation } from '../i18n';
import { useCreateSearch } from '../api/create-search';
import { useCreateSearchWithHire } from '../api/create-search-with-hire';
import { useCatalogNames } from '@/lib/catalog-names';
import { useCategories } from '@/lib/queries/categories';
import { useSearchServices } from '@/lib/queries/search-services';
import { isLimitReached, useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import type { CreationFlow } from '../hooks/use-creation-flow';
import { buildCreateRequest } from '../lib/create-request';
import { effectiveFrequency } from '../lib/creation-draft';
import { SERVICE_TYPE_KEYS } from '../lib/creation-messages';
import { showCreationError } from '../lib/limit-toast';
import { centreShort, coverageKm2, updatesPerDay } from '../lib/summary-math';
import { useTopUp } from '../api/top-up';
import { resumeAtSummary } from '../hooks/use-creation-flow';
import { useCentrePlace } from '../hooks/use-centre-place';
import { rememberCheckoutReturn } from '@/lib/checkout-return';
import { HirePaymentChoice } from './hire-payment-choice';
import { StepForm, StepNav } from './step-form';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-neutral-200 py-3 last:border-b-0 sm:flex-row sm:gap-4 dark:border-neutral-800">
      <dt className="shrink-0 text-sm text-neutral-500 sm:w-48 dark:text-neutral-400">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Step 3: the summary of what will be created, then "Crear Búsqueda" (or "Mejorar Plan" at the limit). */
export function StepSummary({ flow }: { flow: CreationFlow }) {
  const { t } = useSearchCreationTranslation();
  const { state } = flow;
  const preview = usePreferencesPreview(state, state.preferences === null);
  const preferences = state.preferences ?? preview.data?.preferences ?? null;
  const ceiling = priceCeiling(state, preferences, state.category ?? 0);
  const navigate = useNavigate();
  const limits = useSubscriptionLimits(true);
  const createOnly = useCreateSearch();
  const createWithHire = useCreateSearchWithHire();
  const topUp = useTopUp();
  const pending = createOnly.isPending || createWithHire.isPending;
  const categories = useCategories();
  const services = useSearchServices(state.category ?? 0, state.serviceTypeId ?? 0);
  const chosen = typeof state.serviceId === 'number' ? services.data?.find((s) => s.id === state.serviceId) : undefined;
  const frequency = effectiveFrequency(state.frequency, limits.data?.minSearchInterval ?? DEFAULT_MIN_SEARCH_INTERVAL_HOURS);
  const limitReached = isLimitReached(limits.data);
  const centrePlace = useCentrePlace(state.latitude, state.longitude);
  const names = useCatalogNames();
  const found = categories.find((c) => c.id === state.category);
  const categoryName = found ? names.category(found.code, found.name) : '—';
  const upgrade = () => {
    flow.goTo(0);
    void navigate('/suscripciones');
  };

  // The customer lands on the new search, where its first results arrive.
  function created(searchId: number, description: string) {
    toast.success(t('messages.created'), { description });
    flow.reset();
    void navigate(`/busquedas/${searchId}`);
  }

  function startTopUp(amount: Parameters<typeof topUp.mutate>[0]) {
    topUp.mutate(amount, {
      onSuccess: ({ url }) => {
        // The draft stays in the tab; coming back from the top-up reopens it at this step.
        resumeAtSummary();
        rememberCheckoutReturn('/');
        window.location.assign(url);
      },
      onError: (error) => toast.error(`❌ ${error instanceof Error && error.message ? error.message : t('payment.topUpFailed')}`),
    });
  }

  function submit(payment: string | undefined) {
    if (state.serviceId === null || pending || topUp.isPending) return;
    const request = buildCreateRequest(state, frequency, new Date(), preferences);
    // Nothing is cleared on an error: the user can fix things and try again.
    const onError = (error: unknown) => showCreationError(t, error, upgrade);
    if (state.serviceId === 'automatic') {
      createOnly.mutate(request, { onSuccess: (search) => created(search.id, t('messages.createdNote')), onError });
      return;
    }
    const serviceId = state.serviceId;
    createWithHire.mutate(
      { ...request, searchServiceId: serviceId },
      {
        onSuccess: ({ search, hireUrl }) => {
          if (hireUrl && payment === 'card') {
            // The search and its hire exist: the draft goes, so coming back from the checkout cannot create them twice.
            flow.reset();
            window.location.assign(hireUrl);
            return;
          }
          if (hireUrl) {
            // The balance moved since it was read: no card is charged without the button having said so.
            toast.warning(t('payment.balanceChanged'));
            flow.reset();
            void navigate(`/busquedas/${search.id}`);
            return;
          }
          created(search.id, chosen ? t('messages.hireHeld', { price: formatEuros(chosen.price), expert: chosen.expertName }) : t('messages.createdNote'));
        },
        onError,
      },
    );
  }

  return (
    <StepForm onSubmit={submit}>
      <dl className="rounded-xl border border-neutral-200 bg-white px-4 dark:border-neutral-800 dark:bg-neutral-900">
        <Row term={t('summary.search')}>
          {state.keywords.trim()} <span className="font-normal text-neutral-500 dark:text-neutral-400">· {categoryName}</span>
          {state.strictMatchOnly ? <span className="block text-xs font-normal text-neutral-500 dark:text-neutral-400">{t('summary.strictOnly')}</span> : null}
        </Row>
        <Row term={t('summary.analysis')}>
          <span className="font-normal whitespace-pre-line">{state.userSearch.trim()}</span>
        </Row>
        <Row term={t('summary.understood')}>
          {preferences ? (
            <>
              <PreferenceChips preferences={preferences} onChange={(next) => flow.dispatch({ type: 'setPreferences', preferences: next })} />
              <span className="mt-1 block text-xs font-normal text-neutral-500 dark:text-neutral-400">{t('summary.understoodHint')}</span>
            </>
          ) : (
            <span role="status" className="font-normal text-neutral-500 dark:text-neutral-400">
              {preview.isError ? t('summary.understoodFailed') : t('summary.understoodLoading')}
            </span>
          )}
        </Row>
        {/* One service line: an automatic search has no expert type to contradict it. */}
        {state.serviceId === 'automatic' ? null : (
          <Row term={t('summary.serviceType')}>{state.serviceTypeId ? t(`serviceTypes.${SERVICE_TYPE_KEYS[state.serviceTypeId]}.title`) : '—'}</Row>
        )}
        <Row term={t('summary.service')}>
          {state.serviceId === 'automatic' ? (
            t('summary.automaticOnly')
          ) : chosen ? (
            <>
              {chosen.expertName} · {formatEuros(chosen.price)}
              <span className="block text-xs font-normal text-neutral-500 dark:text-neutral-400">{t('messages.expertHiredNext')}</span>
            </>
          ) : (
            '—'
          )}
        </Row>
        <Row term={t('summary.location')}>
          {state.latitude !== null && state.longitude !== null
            ? t('summary.centre', {
                centre: centrePlace
                  ? t('place.town', { name: centrePlace.name, province: centrePlace.province })
                  : centreShort(state.latitude, state.longitude),
              })
            : '—'}
        </Row>
        <Row term={t('summary.radius')}>{t('summary.radiusValue', { km: state.locationRange })}</Row>
        <Row term={t('summary.coverage')}>{coverageKm2(state.locationRange)}</Row>
        <Row term={t('summary.priceRange')}>
          {formatEuros(state.minPrice ?? 0, { whole: true })} –{' '}
          {ceiling.maxPrice === null ? t('summary.noLimit') : formatEuros(ceiling.maxPrice, { whole: true })}
          <PriceCeilingNote ceiling={ceiling} minPrice={state.minPrice} />
        </Row>
        <Row term={t('summary.frequency')}>{t('summary.everyHours', { count: frequency })}</Row>
        <Row term={t('summary.updatesPerDay')}>{updatesPerDay(frequency)}</Row>
      </dl>

      {limitReached && limits.data ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('messages.limitReached', { count: limits.data.maxSearches })}
        </p>
      ) : null}

      <StepNav onBack={() => flow.goTo(2)} backDisabled={pending}>
        {limitReached ? (
          <Button size="lg" icon={<Crown className="size-5" aria-hidden="true" />} onClick={upgrade}>
            {t('summary.upgrade')}
          </Button>
        ) : chosen ? (
          <HirePaymentChoice price={chosen.price} pending={pending} toppingUp={topUp.isPending || topUp.isSuccess} onTopUp={startTopUp} />
        ) : (
          <Button
            type="submit"
            size="lg"
            loading={pending}
            disabled={state.serviceId === null || (typeof state.serviceId === 'number' && services.isPending)}
            icon={<Search className="size-5" aria-hidden="true" />}
          >
            {t('summary.create')}
          </Button>
        )}
      </StepNav>
    </StepForm>
  );
}
