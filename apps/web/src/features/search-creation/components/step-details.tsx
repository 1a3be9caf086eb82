import { useId, useRef, useState, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { isLimitReached, subscriptionLimitsQueryOptions } from '@/lib/queries/subscription-limits';
import { continueAfterSignIn, type CreationFlow } from '../hooks/use-creation-flow';
import { checkDetails, detailsComplete, type DetailsProblem } from '../lib/creation-draft';
import { showLimitToast } from '../lib/limit-toast';
import { CategoryPicker } from './category-picker';
import { LimitLine } from './limit-line';
import { ServiceTypeChoice } from './service-type-choice';
import { ContinueButton, StepForm } from './step-form';
import { useSearchServices } from '@/lib/queries/search-services';
import { useCatalogNames } from '@/lib/catalog-names';
import { useCategories } from '@/lib/queries/categories';
import { useSearchCreationTranslation } from '../i18n';
import { noExpertsText } from '../lib/creation-messages';

interface StepDetailsProps {
  flow: CreationFlow;
  signedIn: boolean;
  /** The sign-in control offered to a visitor who tries to continue. */
  signInSlot?: ReactNode;
  /** Loads the next step's code before it is needed. */
  onPrefetchNext?: () => void;
}

/** Said before the customer commits: no expert offers the chosen service type for the category. Visitors are not
 * asked (the offers are for signed-in customers: the call would answer 401). */
function NoExpertsNote({ category, serviceTypeId, signedIn }: { category: number | null; serviceTypeId: 1 | 2 | null; signedIn: boolean }) {
  const { t } = useSearchCreationTranslation();
  const services = useSearchServices(signedIn ? (category ?? 0) : 0, serviceTypeId ?? 0);
  const categories = useCategories();
  const names = useCatalogNames();
  const found = categories.find((c) => c.id === category);
  const categoryName = found ? names.category(found.code, found.name) : undefined;
  if (!serviceTypeId || !categoryName || !services.isSuccess || services.data.length > 0) return null;
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {noExpertsText(t, serviceTypeId, categoryName)}
    </p>
  );
}

/** Step 0: category, keywords, description, service type, "only exact matches" and the active-search count. */
export function StepDetails({ flow, signedIn, signInSlot, onPrefetchNext }: StepDetailsProps) {
  const { t } = useSearchCreationTranslation();
  const { state, dispatch } = flow;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<DetailsProblem | null>(null);
  const [checkingLimit, setCheckingLimit] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const complete = detailsComplete(state);
  // Editing the fields answers any earlier complaint about them (the sign-in one stays until signed in).
  const details = JSON.stringify([state.category, state.keywords, state.userSearch, state.serviceTypeId]);
  const [seenDetails, setSeenDetails] = useState(details);
  if (seenDetails !== details) {
    setSeenDetails(details);
    setProblem((current) => (current === 'signIn' ? current : null));
  }
  // Once signed in, the "sign in first" message has done its job.
  const shown = problem === 'signIn' && signedIn ? null : problem;

  const missing = [
    state.category === null ? t('details.missingCategory') : null,
    state.keywords === '' ? t('details.missingKeywords') : null,
    state.userSearch === '' ? t('details.missingUserSearch') : null,
    state.serviceTypeId === null ? t('details.missingServiceType') : null,
  ].filter(Boolean);

  async function onContinue() {
    const failed = checkDetails(state, signedIn);
    if (failed) {
      setProblem(failed);
      if (failed === 'signIn') continueAfterSignIn();
      if (failed === 'signIn') toast.info(t('messages.signIn'), { id: 'sign-in-to-create' });
      else toast.error(t(`messages.${failed}`));
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    setProblem(null);
    onPrefetchNext?.();
    setCheckingLimit(true);
    try {
      const limits = await queryClient.fetchQuery(subscriptionLimitsQueryOptions);
      if (isLimitReached(limits)) {
        showLimitToast(t, limits.maxSearches, () => void navigate('/suscripciones'));
        return;
      }
    } catch {
      // The server enforces the limit on creation anyway; an unreadable count must not block the flow.
    } finally {
      setCheckingLimit(false);
    }
    flow.goTo(1);
  }

  return (
    <StepForm
      onSubmit={() => {
        if (complete) void onContinue();
      }}
    >
      <CategoryPicker value={state.category} onChange={(category) => dispatch({ type: 'setCategory', category })} />
      <TextField
        label={t('details.keywords')}
        placeholder={t('details.keywordsPlaceholder')}
        maxLength={200}
        autoComplete="off"
        value={state.keywords}
        onChange={(event) => dispatch({ type: 'setText', field: 'keywords', value: event.target.value })}
        error={shown === 'fields' && state.keywords.trim() === '' ? t('details.keywordsMissing') : undefined}
      />
      <TextArea
        label={t('details.description')}
        placeholder={t('details.descriptionPlaceholder')}
        maxLength={2000}
        rows={4}
        value={state.userSearch}
        onChange={(event) => dispatch({ type: 'setText', field: 'userSearch', value: event.target.value })}
        error={shown === 'fields' && state.userSearch.trim() === '' ? t('details.descriptionMissing') : undefined}
        hint={t('details.descriptionHint')}
      />
      <ServiceTypeChoice value={state.serviceTypeId} onChange={(serviceTypeId) => dispatch({ type: 'setServiceType', serviceTypeId })} />
      <NoExpertsNote category={state.category} serviceTypeId={state.serviceTypeId} signedIn={signedIn} />
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={state.strictMatchOnly}
          onChange={(event) => dispatch({ type: 'setStrict', value: event.target.checked })}
          className="focus-ring mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span className="flex flex-col gap-0.5">
          <span className="text-sm font-medium">{t('details.strict')}</span>
          <span className="text-xs text-neutral-600 dark:text-neutral-400">{t('details.strictHint')}</span>
        </span>
      </label>

      {signedIn ? <LimitLine /> : null}

      {shown ? (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 outline-none sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex items-center gap-2">
            {shown === 'signIn' ? <LogIn className="size-4 shrink-0" aria-hidden="true" /> : null}
            {t(`messages.${shown}`)}
          </span>
          {shown === 'signIn' ? signInSlot : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!complete ? (
          <p id={hintId} className="text-sm text-neutral-500 sm:mr-auto dark:text-neutral-400">
            {t('details.missing', { fields: missing.join(', ') })}
          </p>
        ) : null}
        <ContinueButton disabled={!complete} loading={checkingLimit} aria-describedby={!complete ? hintId : undefined} />
      </div>
    </StepForm>
  );
}
