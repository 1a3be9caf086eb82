import { Check, ExternalLink, UserRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { HIRE_STATUSES, type Hire, type HireStatus } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate, formatEuros } from '@/lib/format';
import type { HireStatusChange } from '../api/update-hire-status';
import { useExpertsTranslation } from '../i18n';

/** Spec 001 badge colours: completed green, pending blue, cancelled red, anything else grey. */
const BADGE: Partial<Record<HireStatus, string>> = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  pending: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};
const GREY = 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300';

export function HireStatusBadge({ status }: { status: HireStatus }) {
  const { t } = useExpertsTranslation();
  const known = HIRE_STATUSES.includes(status) ? status : 'pending';
  return (
    <span data-testid="hire-status" className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', BADGE[status] ?? GREY)}>
      {t(`hires.status.${known}`)}
    </span>
  );
}

interface HireCardProps {
  hire: Hire;
  /** The expert's public profile, linked from the card. */
  expertProfileId: number;
  /** Which answer is being sent for this hire, if any. */
  changing: HireStatusChange | null;
  /** Another hire's answer is being sent. */
  busy: boolean;
  onAccept: () => void;
  /** Opens the confirmation that asks for the reason. */
  onReject: () => void;
  onOpen: () => void;
}

/** One hire of the expert: client, status, service, date and amount; "Aceptar"/"Rechazar" (with a reason) while pending. */
export function HireCard({ hire, expertProfileId, changing, busy, onAccept, onReject, onOpen }: HireCardProps) {
  const { t } = useExpertsTranslation();
  const names = useCatalogNames();
  const headingId = `hire-${hire.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold">
            {hire.client.name}
          </h3>
        </div>
        <HireStatusBadge status={hire.status} />
      </div>
      {hire.searchTitle ? <p className="text-sm font-medium break-words">«{hire.searchTitle}»</p> : null}
      {hire.ad ? (
        <p data-testid="hire-card-ad" className="text-sm break-words">
          <span className="text-neutral-500 dark:text-neutral-400">{t('hires.adToReview')}</span> {hire.ad.title}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-neutral-500 dark:text-neutral-400">{t('hires.service')}</dt>
          <dd className="font-medium">
            {names.serviceType(hire.service.serviceTypeCode)} · {names.category(hire.service.categoryCode, hire.service.categoryName) || t('hires.noCategory')}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-500 dark:text-neutral-400">{t('hires.date')}</dt>
          <dd className="font-medium">{formatDate(hire.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-neutral-500 dark:text-neutral-400">{t('hires.amount')}</dt>
          <dd className="font-medium">{formatEuros(hire.amount)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {hire.status === 'pending' ? (
          <>
            <Button
              size="sm"
              icon={<Check className="size-4" aria-hidden="true" />}
              loading={changing === 'Accepted'}
              disabled={busy || changing !== null}
              onClick={onAccept}
            >
              {t('hires.accept')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              icon={<X className="size-4" aria-hidden="true" />}
              loading={changing === 'Cancelled'}
              disabled={busy || changing !== null}
              onClick={onReject}
            >
              {t('hires.reject')}
            </Button>
          </>
        ) : null}
        <Link
          to={`/expertos/${expertProfileId}`}
          className="focus-ring inline-flex items-center gap-1 self-center rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:ml-auto dark:text-brand-300"
        >
          <UserRound className="size-4" aria-hidden="true" /> {t('hires.publicProfile')}
        </Link>
        <Button size="sm" variant="secondary" icon={<ExternalLink className="size-4" aria-hidden="true" />} onClick={onOpen}>
          {t('hires.open')}
        </Button>
      </div>
    </article>
  );
}
