import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileX, Printer } from 'lucide-react';
import type { SubscriptionReceipt } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate, formatEuros } from '@/lib/format';
import { parseId } from '@/lib/parse-id';
import { SITE_NAME, usePageTitle } from '@/lib/use-page-title';
import { usePlanReceipt } from '../api/get-plan-receipt';
import { useSubscriptionsTranslation } from '../i18n';

function ReceiptRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-6">
      <dt className="text-neutral-600 sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="font-medium break-words text-neutral-950">{children}</dd>
    </div>
  );
}

/**
 * The receipt as a sheet of paper: light in either theme, so it reads and prints the same. Only it is printed: the
 * app's header and footer, and this page's own buttons, are `print:hidden`.
 */
function ReceiptSheet({ receipt }: { receipt: SubscriptionReceipt }) {
  const { t } = useSubscriptionsTranslation();
  const names = useCatalogNames();
  const plan = receipt.planCode || receipt.planName ? names.plan(receipt.planCode, receipt.planName) : null;
  return (
    <article
      aria-labelledby="receipt-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-950 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-200 pb-6">
        <div>
          <p className="text-2xl font-extrabold tracking-tight text-brand-700">{SITE_NAME}</p>
          <h1 id="receipt-heading" className="mt-1 text-lg font-semibold">
            {t('receipt.heading')}
          </h1>
        </div>
        <p className="text-sm font-medium text-neutral-600" data-testid="receipt-number">
          {t('receipt.number', { number: receipt.number })}
        </p>
      </div>
      <dl className="divide-y divide-neutral-200 text-sm">
        <ReceiptRow label={t('receipt.customer')}>
          {receipt.customer.name}
          <span className="block font-normal text-neutral-600">{receipt.customer.email}</span>
        </ReceiptRow>
        <ReceiptRow label={t('receipt.paidAt')}>{formatDate(receipt.paidAt, 'long')}</ReceiptRow>
        <ReceiptRow label={t('receipt.concept')}>{plan ? t('receipt.conceptPlan', { plan }) : t('payments.subscription')}</ReceiptRow>
        <ReceiptRow label={t('receipt.period')}>
          {t('receipt.periodRange', { start: formatDate(receipt.periodStart, 'long'), end: formatDate(receipt.periodEnd, 'long') })}
        </ReceiptRow>
        <ReceiptRow label={t('receipt.reference')}>
          <span className="font-mono text-xs">{receipt.reference}</span>
        </ReceiptRow>
      </dl>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t-2 border-neutral-950 pt-4">
        <p className="text-base font-semibold">{t('receipt.total')}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="receipt-total">
          {formatEuros(receipt.amount)}
        </p>
      </div>
      <p className="mt-1 text-right text-xs text-neutral-600">{t('receipt.vat')}</p>
    </article>
  );
}

/** /suscripciones/recibos/:id: the printable receipt of one of the customer's paid plan charges. */
export function PlanReceiptPage() {
  const { t } = useSubscriptionsTranslation();
  const id = parseId(useParams().id);
  const receipt = usePlanReceipt(id);
  usePageTitle(receipt.data ? t('receipt.title', { number: receipt.data.number }) : t('receipt.heading'));

  let content;
  if (id === null || (receipt.isError && receipt.error instanceof ApiError && receipt.error.code === 'NOT_FOUND')) {
    content = (
      <EmptyState icon={<FileX className="size-6" aria-hidden="true" />} title={t('receipt.notFound')}>
        {t('receipt.notFoundText')}
      </EmptyState>
    );
  } else if (receipt.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t('receipt.loading')} />
      </div>
    );
  } else if (receipt.isError) {
    content = <LoadErrorState title={t('receipt.loadFailed')} error={receipt.error} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  } else {
    content = <ReceiptSheet receipt={receipt.data} />;
  }

  return (
    <Page>
      <div className="mx-auto flex max-w-3xl flex-col">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Link to="/suscripciones" className={buttonClasses('ghost', 'sm', '-ml-2')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('receipt.back')}
          </Link>
          {receipt.data ? (
            <Button variant="secondary" icon={<Printer className="size-4" aria-hidden="true" />} onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
          ) : null}
        </div>
        {content}
      </div>
    </Page>
  );
}
