import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { SubscriptionDetails, SubscriptionPlan } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate } from '@/lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreatePlanCheckout } from '../api/create-plan-checkout';
import { usePlans } from '../api/get-plans';
import { useSubscriptionDetails } from '../api/get-subscription-details';
import { useResumeSubscription } from '../api/resume-subscription';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { CurrentPlan, CurrentPlanSkeleton } from '../components/current-plan';
import { PlanCard, PlanCardsSkeleton, type PlanCardAction } from '../components/plan-card';
import { PlanPayments } from '../components/plan-payments';
import { ResumeSubscriptionDialog } from '../components/resume-subscription-dialog';
import { useCheckoutRedirect } from '@/lib/use-checkout-redirect';
import { usePageTitle } from '@/lib/use-page-title';
import { useSubscriptionsTranslation } from '../i18n';

function actionFor(plan: SubscriptionPlan, details: SubscriptionDetails): PlanCardAction {
  if (plan.code === details.plan.code) return 'current';
  return plan.maxSearches > details.plan.maxSearches ? 'upgrade' : 'lower';
}

/**
 * /suscripciones (login required), reached from 'Actualizar Suscripción', 'Mejorar Plan', 'Mi Suscripción' and the
 * limit toasts: the user's plan and usage, the three plans side by side (upgrades open a checkout), cancelling
 * and resuming (before the period ends) with a confirmation, and the plan's charges with their receipts.
 */
export function SubscriptionsPage() {
  const { t } = useSubscriptionsTranslation();
  const names = useCatalogNames();
  usePageTitle(t('title'));
  const plans = usePlans();
  const details = useSubscriptionDetails();
  const checkout = useCreatePlanCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const { open, stateOf } = useCheckoutRedirect<string>((error) => {
    toast.error(t('toasts.checkoutFailed'), { description: errorMessage(error, '') || undefined });
    void details.refetch();
  });
  const [confirming, setConfirming] = useState(false);
  const [confirmingResume, setConfirmingResume] = useState(false);

  function upgrade(plan: SubscriptionPlan) {
    open(plan.code, checkout.mutate);
  }

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('toasts.cancelled'));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t('toasts.cancelFailed'), { description: errorMessage(error, '') || undefined });
      },
    });
  }

  function confirmResume() {
    resume.mutate(undefined, {
      onSuccess: (subscription) => {
        setConfirmingResume(false);
        toast.success(t('toasts.resumed', { date: formatDate(subscription.currentPeriodEnd, 'long') }));
      },
      onError: (error) => {
        setConfirmingResume(false);
        // The details are read again either way (the mutation's onSettled): the card shows the plan as it is now.
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'PLAN_NOT_CANCELLED') toast.info(t('toasts.alreadyResumed'));
        else if (code === 'PLAN_ENDED') toast.error(t('toasts.planEnded'));
        else toast.error(t('toasts.resumeFailed'), { description: errorMessage(error, '') || undefined });
      },
    });
  }

  const failed = plans.isError ? plans : details.isError ? details : null;
  const current = details.data;
  const planList = plans.data;

  return (
    <Page>
      <Link to="/" className={buttonClasses('ghost', 'sm', '-ml-2 mb-4')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backHome')}
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>

      {failed ? (
        <LoadErrorState
          title={t('loadFailed')}
          error={failed.error}
          retrying={plans.isRefetching || details.isRefetching}
          onRetry={() => {
            if (plans.isError) void plans.refetch();
            if (details.isError) void details.refetch();
          }}
        />
      ) : (
        <>
          <section aria-labelledby="subscription-current" className="mb-10">
            <h2 id="subscription-current" className="sr-only">
              {t('yourPlan')}
            </h2>
            {current ? (
              <CurrentPlan details={current} onCancel={() => setConfirming(true)} onResume={() => setConfirmingResume(true)} />
            ) : (
              <CurrentPlanSkeleton />
            )}
          </section>

          <section aria-labelledby="subscription-plans" className="mb-10">
            <h2 id="subscription-plans" className="mb-1 text-xl font-semibold">
              {t('plansTitle')}
            </h2>
            <p className="mb-6 text-sm text-neutral-600 dark:text-neutral-400">{t('plansIntro')}</p>
            {!planList || !current ? (
              <PlanCardsSkeleton />
            ) : (
              <div className="grid gap-6 md:grid-cols-3">
                {planList.map((plan) => (
                  <PlanCard key={plan.code} plan={plan} action={actionFor(plan, current)} {...stateOf(plan.code)} onUpgrade={() => upgrade(plan)} />
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby="subscription-payments">
            <h2 id="subscription-payments" className="mb-4 text-xl font-semibold">
              {t('paymentsTitle')}
            </h2>
            {current ? (
              <PlanPayments payments={current.payments} />
            ) : (
              <div aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800" />
            )}
          </section>

          {current ? (
            <CancelSubscriptionDialog
              open={confirming}
              planName={names.plan(current.plan.code, current.plan.name)}
              periodEnd={current.currentPeriodEnd}
              cancelling={cancel.isPending}
              onConfirm={confirmCancel}
              onClose={() => setConfirming(false)}
            />
          ) : null}
          {current ? (
            <ResumeSubscriptionDialog
              open={confirmingResume}
              planName={names.plan(current.plan.code, current.plan.name)}
              monthlyPrice={current.plan.monthlyPrice}
              periodEnd={current.currentPeriodEnd}
              resuming={resume.isPending}
              onConfirm={confirmResume}
              onClose={() => setConfirmingResume(false)}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}
