import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { usePayment } from '../api/get-payment';
import { HomeLink } from '../components/home-link';
import { usePaymentsTranslation } from '../i18n';

const HOME = <HomeLink variant="primary" />;

function Frame({ icon, title, actions, children }: { icon: ReactNode; title: string; actions: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <EmptyState icon={icon} title={title} action={<div className="flex flex-wrap justify-center gap-2">{actions}</div>}>
      {children}
    </EmptyState>
  );
}

/** What the server says about the abandoned checkout: only what happened is claimed. */
function CancelOutcome({ paymentId }: { paymentId: number }) {
  const { t } = usePaymentsTranslation();
  const payment = usePayment(paymentId, false);
  if (payment.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-6 text-brand-600" />
        {t('checking')}
      </div>
    );
  }
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.code === 'NOT_FOUND') {
      return (
        <Frame icon={<CircleAlert className="size-6" aria-hidden="true" />} title={t('notFoundTitle')} actions={HOME}>
          {t('notFoundText')}
        </Frame>
      );
    }
    return <LoadErrorState title={t('checkFailed')} error={payment.error} retrying={payment.isRefetching} onRetry={() => void payment.refetch()} />;
  }
  const { status, purpose, searchId } = payment.data;
  if (status === 'succeeded') {
    return (
      <Frame
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title={t('completedTitle')}
        actions={
          <>
            <Link to={`/success?payment=${paymentId}`} className={buttonClasses('primary')}>
              {t('cancel.viewPayment')}
            </Link>
            <HomeLink variant="secondary" />
          </>
        }
      >
        {t('cancel.alreadyCompleted')}
      </Frame>
    );
  }
  return (
    <Frame
      icon={<CircleX className="size-6" aria-hidden="true" />}
      title={t('cancelledTitle')}
      actions={
        <>
          {HOME}
          {purpose === 'subscription' ? (
            <Link to="/suscripciones" className={buttonClasses('secondary')}>
              {t('cancel.viewPlans')}
            </Link>
          ) : null}
          {purpose === 'hire' && searchId !== null ? (
            <Link to={`/busquedas/${searchId}`} className={buttonClasses('secondary')}>
              {t('cancel.backToSearch')}
            </Link>
          ) : null}
        </>
      }
    >
      {t('cancel.noCharge')}
    </Frame>
  );
}

/** /cancel?payment={id}: the payment provider returns here when the checkout is abandoned; it reads GET /api/Payments/{id}. */
export function CancelPage() {
  const { t } = usePaymentsTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const paymentId = parseId(params.get('payment') ?? undefined);
  let content;
  if (paymentId === null) {
    content = (
      <Frame icon={<Info className="size-6" aria-hidden="true" />} title={t('nothingToConfirm.title')} actions={HOME}>
        {t('nothingToConfirm.text')}
      </Frame>
    );
  } else if (!signedIn) {
    content = (
      <Frame icon={<Info className="size-6" aria-hidden="true" />} title={t('statusTitle')} actions={HOME}>
        {t('signInToSee')}
      </Frame>
    );
  } else {
    content = <CancelOutcome key={paymentId} paymentId={paymentId} />;
  }
  return <Page>{content}</Page>;
}
