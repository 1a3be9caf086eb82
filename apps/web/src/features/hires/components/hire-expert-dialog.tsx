import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Cents, IN_PERSON_SERVICE_TYPE_ID, serviceTypeCode, type SearchService } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatEuros } from '@/lib/format';
import { useBalance } from '@/lib/queries/balance';
import { useSearchServices } from '@/lib/queries/search-services';
import { toast } from '@/lib/toast';
import { useHireService, useOwnSearches } from '../api/hire-service';
import { useHiresTranslation } from '../i18n';

const WEB_SEARCH_SERVICE_TYPE_ID = 1;

export interface HireExpertDialogProps {
  categoryId: number;
  /** The search the hire is for; without it the customer picks one of their searches of the category. */
  searchId?: number;
  /** An in-person review of this ad (one of the search's results): only in-person services are offered. */
  adId?: number;
  /** The one service offered (from the expert's profile); without it the customer picks one. */
  service?: Pick<SearchService, 'id' | 'price' | 'expertName' | 'serviceTypeCode' | 'serviceTypeName'>;
  onClose: () => void;
}

/** What the refused hire says, by code: another live hire of the search, or the server's own words. */
function failureText(error: unknown, t: ReturnType<typeof useHiresTranslation>['t']) {
  if (error instanceof ApiError && error.code === 'HIRE_OPEN') return t('offer.hireOpen');
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t('offer.failed');
}

/**
 * "Contratar a un experto" for something the customer already has: a search, an ad of its results, or a
 * service seen on an expert's profile. Same call and money rule as the creation flow: the price is held from the
 * balance when it covers it, otherwise the browser goes to the card checkout.
 */
export function HireExpertDialog({ categoryId, searchId, adId, service, onClose }: HireExpertDialogProps) {
  const { t } = useHiresTranslation();
  const names = useCatalogNames();
  const navigate = useNavigate();
  const [chosenSearch, setChosenSearch] = useState<number | null>(searchId ?? null);
  const [serviceType, setServiceType] = useState(adId ? IN_PERSON_SERVICE_TYPE_ID : WEB_SEARCH_SERVICE_TYPE_ID);
  const [chosenService, setChosenService] = useState<number | null>(service?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const searches = useOwnSearches(searchId === undefined);
  const services = useSearchServices(service ? 0 : categoryId, service ? 0 : serviceType);
  const balance = useBalance();
  const hire = useHireService();

  const ownSearches = (searches.data ?? []).filter((search) => search.category === categoryId);
  const offers = service ? [service] : (services.data ?? []);
  const picked = offers.find((offer) => offer.id === chosenService) ?? null;
  const available = balance.data?.available ?? 0;
  const shortCents = picked ? Cents.fromEuros(picked.price) - Cents.fromEuros(available) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosenSearch === null) return setError(t('offer.chooseSearch'));
    if (!picked) return setError(t('offer.chooseService'));
    setError(null);
    // mutateAsync, not mutate's own callbacks: the refetched search may unmount this dialog (its section now shows
    // the hire) before they would run, and the toast and the checkout redirect must happen all the same.
    hire.mutateAsync({ searchId: chosenSearch, searchServiceId: picked.id, adId: adId ?? null }).then(
      ({ url }) => {
        if (url) return window.location.assign(url);
        toast.success(t('offer.done'));
        onClose();
        void navigate(`/busquedas/${chosenSearch}`);
      },
      (failure: unknown) => setError(failureText(failure, t)),
    );
  }

  return (
    <Dialog open onClose={() => !hire.isPending && onClose()} title={adId ? t('offer.adTitle') : t('offer.title')} size="lg">
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        {adId ? <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('offer.adHint')}</p> : null}
        {searchId === undefined ? (
          searches.isPending ? (
            <p className="flex items-center gap-2 text-sm">
              <Spinner className="size-4" /> {t('offer.loadingSearches')}
            </p>
          ) : ownSearches.length === 0 ? (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('offer.noSearches')}</p>
          ) : (
            <SelectField
              label={t('offer.forSearch')}
              value={chosenSearch ?? ''}
              onChange={(event) => setChosenSearch(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('offer.pickSearch')}</option>
              {ownSearches.map((search) => (
                <option key={search.id} value={search.id}>
                  {search.title}
                </option>
              ))}
            </SelectField>
          )
        ) : null}

        {!service && !adId ? (
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 font-medium">{t('offer.serviceType')}</legend>
            {[WEB_SEARCH_SERVICE_TYPE_ID, IN_PERSON_SERVICE_TYPE_ID].map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="hire-service-type"
                  checked={serviceType === type}
                  onChange={() => {
                    setServiceType(type);
                    setChosenService(null);
                  }}
                  className="size-4 accent-brand-600"
                />
                {names.serviceType(serviceTypeCode(type))}
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('offer.chooseExpert')}</legend>
          {!service && services.isPending ? (
            <p className="flex items-center gap-2 text-sm">
              <Spinner className="size-4" /> {t('offer.loadingServices')}
            </p>
          ) : offers.length === 0 ? (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('offer.noServices')}</p>
          ) : (
            offers.map((offer) => (
              <label
                key={offer.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-neutral-700 dark:has-checked:bg-brand-950"
              >
                <input
                  type="radio"
                  name="hire-service"
                  checked={chosenService === offer.id}
                  onChange={() => setChosenService(offer.id)}
                  className="size-4 accent-brand-600"
                />
                <span className="flex-1 font-medium">{offer.expertName}</span>
                <span className="text-neutral-600 dark:text-neutral-400">{names.serviceType(offer.serviceTypeCode, offer.serviceTypeName)}</span>
                <span className="font-semibold">{formatEuros(offer.price)}</span>
              </label>
            ))
          )}
        </fieldset>

        <div data-testid="hire-offer-money" className="rounded-lg bg-neutral-50 p-3 text-sm dark:bg-neutral-800">
          <p>{balance.isPending ? t('offer.balanceLoading') : t('offer.balance', { available: formatEuros(available) })}</p>
          {picked && !balance.isPending ? (
            <p className="font-medium">
              {shortCents > 0
                ? t('offer.byCard', { price: formatEuros(picked.price), missing: formatEuros(Cents.toEuros(shortCents)) })
                : t('offer.fromBalance', { price: formatEuros(picked.price) })}
            </p>
          ) : null}
        </div>

        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={hire.isPending}>
            {t('back')}
          </button>
          <Button type="submit" loading={hire.isPending || hire.isSuccess}>
            {picked ? t('offer.submitPrice', { price: formatEuros(picked.price) }) : t('offer.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
