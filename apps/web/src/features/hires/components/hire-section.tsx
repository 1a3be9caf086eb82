import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CreditCard, FileCheck2, Gavel, Scale, Star, ThumbsUp, TriangleAlert, Undo2, UserRoundSearch } from 'lucide-react';
import { toast } from '@/lib/toast';
import { IN_PERSON_SERVICE_TYPE_ID, LIVE_HIRE_STATUSES, type HireStatus, type SearchDetail, type SearchHireSummary } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDateTime, formatEuros } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCreateHireCheckout } from '../api/create-hire-checkout';
import { refreshAfterHireAction } from '../api/refresh-after-hire-action';
import { handleHireFailure } from '../lib/hire-failure';
import { hireActions, hireBanner, hireIdOf, hireViewer, type HireUiAction } from '../lib/hire-rules';
import { deadlineText } from '../lib/hire-texts';
import { useHiresTranslation } from '../i18n';
import { ApproveServiceDialog } from './approve-service-dialog';
import { CancelServiceDialog } from './cancel-service-dialog';
import { DisputeDialog } from './dispute-dialog';
import { DisputeReason } from './dispute-summary';
import { FinalizeDialog } from './finalize-dialog';
import { ForceFinalizeDialog } from './force-finalize-dialog';
import { HireBanner } from './hire-banner';
import { HireExpertDialog } from './hire-expert-dialog';
import { HireEvidence } from './hire-evidence';
import { HireMessages } from './hire-messages';
import { HireReport } from './hire-report';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';
import { ReviewDialog } from './review-dialog';
import { WithdrawHireDialog } from './withdraw-hire-dialog';

type OpenDialog = Extract<HireUiAction, 'approve' | 'finalize' | 'cancel' | 'withdraw' | 'dispute' | 'resolveDispute' | 'forceFinalize' | 'review'>;

/** While the expert works, the customer decides, or a dispute runs, either party attaches photos and PDFs. */
const EVIDENCE_STATUSES: readonly string[] = ['accepted', 'awaiting_client_decision', 'disputed'];
/** The owner's "Contratar a un experto" for a search without a live hire. */
function HireOffer({ searchId, categoryId }: { searchId: number; categoryId: number }) {
  const { t } = useHiresTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-6 flex justify-end">
      <Button variant="secondary" icon={<UserRoundSearch className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('offer.open')}
      </Button>
      {open ? <HireExpertDialog searchId={searchId} categoryId={categoryId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

const isLive = (status: HireStatus) => (LIVE_HIRE_STATUSES as readonly HireStatus[]).includes(status);

/**
 * The hire of a search on /busquedas/{id}, and the owner's offer to hire an expert while the search has no live hire.
 */
export function HireSection({ search }: { search: SearchDetail }) {
  const session = useSession();
  const hire = search.searchHire;
  const owner = session?.user.id === search.userId;
  return (
    <>
      {owner && (!hire || !isLive(hire.status)) ? <HireOffer searchId={search.id} categoryId={search.category} /> : null}
      {hire ? <HireView hire={hire} searchId={search.id} categoryId={search.category} /> : null}
    </>
  );
}

/**
 * One hire: its state, price and dates, the spec's banners, the expert's report, the buttons the shared state
 * machine allows this viewer (customer, hired expert or administrator), and the message thread between customer and
 * expert (the administrator reads it). `searchId` is null once the search was deleted (decision 036).
 */
export function HireView({ hire, searchId, categoryId }: { hire: SearchHireSummary; searchId: number | null; categoryId: number }) {
  const { t } = useHiresTranslation();
  const names = useCatalogNames();
  const session = useSession();
  const queryClient = useQueryClient();
  const checkout = useCreateHireCheckout();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  if (!session) return null;

  const viewer = hireViewer(session.user, hire);
  if (!viewer.isClient && !viewer.isExpert && !viewer.isAdmin) return null;
  const actions = new Set(hireActions(hire, viewer));
  const banner = hireBanner(hire.status, viewer);
  const hireId = hireIdOf(hire);
  const refresh = () => refreshAfterHireAction(queryClient, searchId);
  const close = () => setOpen(null);
  const deadline = hire.deadline ? deadlineText(t, hire.status, viewer, formatDateTime(hire.deadline)) : null;
  const showDispute = hireId !== null && (hire.status === 'disputed' || hire.status === 'dispute_resolved');

  function onPay() {
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    checkout.mutate(hireId, {
      onError: (failure) => handleHireFailure(failure, { failedText: t('payFailed'), onMovedOn: () => void refresh() }),
    });
  }

  const dialogProps = { hireId, onClose: close, onDone: refresh };

  return (
    <>
      <section
        aria-labelledby="hire-section-title"
        className="mb-6 flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="hire-section-title" className="text-lg font-semibold">
            {t('sectionTitle')}
          </h2>
          <span
            data-testid="hire-status"
            className="inline-flex rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
          >
            {t(`status.${hire.status}`)}
          </span>
        </div>

        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-neutral-500 dark:text-neutral-400">{t('service')}</dt>
            <dd className="font-medium break-words">{names.serviceType(hire.serviceTypeCode, hire.serviceName)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-neutral-500 dark:text-neutral-400">{t('expert')}</dt>
            <dd className="font-medium break-words">
              <Link
                to={`/expertos/${hire.expertProfileId}`}
                className="focus-ring rounded text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                title={t('expertProfile')}
              >
                {hire.expertName}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-neutral-500 dark:text-neutral-400">{t('amount')}</dt>
            <dd className="font-medium">{formatEuros(hire.amount)}</dd>
          </div>
        </dl>
        {deadline ? (
          <p data-testid="hire-deadline" className="text-sm text-neutral-700 dark:text-neutral-300">
            {deadline}
          </p>
        ) : null}
        {hire.status === 'awaiting_payment' && viewer.isClient ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('awaitingPayment')}</p>
        ) : null}
        {hire.status === 'pending' && viewer.isExpert ? <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('pendingExpertHint')}</p> : null}
        {hire.status === 'cancelled' && hire.rejectionReason ? (
          <div data-testid="hire-rejection" className="rounded-lg bg-neutral-50 p-3 text-sm dark:bg-neutral-800/60">
            <p className="font-medium">{t('rejectionTitle', { expert: hire.expertName })}</p>
            <p className="whitespace-pre-line break-words text-neutral-700 dark:text-neutral-300">{hire.rejectionReason}</p>
          </div>
        ) : null}

        {banner ? (
          <HireBanner kind={banner}>
            {banner === 'finished' ? (
              <>
                {actions.has('dispute') ? (
                  <Button variant="secondary" icon={<TriangleAlert className="size-4" aria-hidden="true" />} onClick={() => setOpen('dispute')}>
                    {t('disputeAction')}
                  </Button>
                ) : null}
                {actions.has('approve') ? (
                  <Button icon={<ThumbsUp className="size-4" aria-hidden="true" />} onClick={() => setOpen('approve')}>
                    {t('approveAction')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </HireBanner>
        ) : null}

        {hire.ad ? (
          <p data-testid="hire-attached-ad" className="text-sm">
            <span className="text-neutral-500 dark:text-neutral-400">{t('offer.attachedAd')}: </span>
            <Link to={`/ad/${hire.ad.id}`} className="focus-ring rounded font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              {hire.ad.title}
            </Link>{' '}
            · {formatEuros(hire.ad.price)}
          </p>
        ) : null}
        <HireReport hire={hire} hireId={hireId} />
        {showDispute ? <DisputeReason hireId={hireId} /> : null}
        {hire.reviewed && viewer.isClient ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('reviewed')}</p> : null}

        <div className="flex flex-wrap gap-2">
          {actions.has('pay') ? (
            <Button icon={<CreditCard className="size-4" aria-hidden="true" />} onClick={onPay} loading={checkout.isPending || checkout.isSuccess}>
              {t('pay', { price: formatEuros(hire.amount, { whole: Number.isInteger(hire.amount) }) })}
            </Button>
          ) : null}
          {actions.has('finalize') ? (
            <Button icon={<FileCheck2 className="size-4" aria-hidden="true" />} onClick={() => setOpen('finalize')}>
              {t('finalize')}
            </Button>
          ) : null}
          {actions.has('review') ? (
            <Button icon={<Star className="size-4" aria-hidden="true" />} onClick={() => setOpen('review')}>
              {t('review')}
            </Button>
          ) : null}
          {actions.has('resolveDispute') ? (
            <Button icon={<Scale className="size-4" aria-hidden="true" />} onClick={() => setOpen('resolveDispute')}>
              {t('resolve')}
            </Button>
          ) : null}
          {actions.has('forceFinalize') ? (
            <Button variant="secondary" icon={<Gavel className="size-4" aria-hidden="true" />} onClick={() => setOpen('forceFinalize')}>
              {t('forceFinalize')}
            </Button>
          ) : null}
          {actions.has('withdraw') ? (
            <Button variant="danger" icon={<Undo2 className="size-4" aria-hidden="true" />} onClick={() => setOpen('withdraw')} className="sm:ml-auto">
              {t('withdraw')}
            </Button>
          ) : null}
          {actions.has('cancel') ? (
            <Button variant="danger" icon={<Ban className="size-4" aria-hidden="true" />} onClick={() => setOpen('cancel')} className="sm:ml-auto">
              {t('cancel')}
            </Button>
          ) : null}
        </div>

        {open === 'approve' ? (
          <ApproveServiceDialog {...dialogProps} amount={hire.amount} expertName={hire.expertName} onDispute={() => setOpen('dispute')} />
        ) : null}
        {open === 'finalize' && searchId !== null ? (
          <FinalizeDialog {...dialogProps} searchId={searchId} category={categoryId} inPerson={hire.serviceTypeId === IN_PERSON_SERVICE_TYPE_ID} />
        ) : null}
        {open === 'cancel' ? <CancelServiceDialog {...dialogProps} /> : null}
        {open === 'withdraw' ? <WithdrawHireDialog {...dialogProps} amount={hire.amount} expertName={hire.expertName} /> : null}
        {open === 'dispute' ? <DisputeDialog {...dialogProps} /> : null}
        {open === 'resolveDispute' ? <ResolveDisputeDialog {...dialogProps} amount={hire.amount} /> : null}
        {open === 'forceFinalize' ? <ForceFinalizeDialog {...dialogProps} /> : null}
        {open === 'review' ? <ReviewDialog {...dialogProps} /> : null}
      </section>
      {hireId !== null && hire.status !== 'awaiting_payment' && hire.status !== 'pending' ? (
        <HireEvidence hireId={hireId} canAttach={(viewer.isClient || viewer.isExpert) && EVIDENCE_STATUSES.includes(hire.status)} />
      ) : null}
      {hireId !== null && hire.status !== 'awaiting_payment' ? <HireMessages hireId={hireId} /> : null}
    </>
  );
}
