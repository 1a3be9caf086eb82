import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Inbox } from 'lucide-react';
import { SEARCH_READING_HIRE_STATUSES, type Hire, type HireStatus } from '@ojeador/shared';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useExpertHires } from '@/lib/queries/expert-hires';
import { useUpdateHireStatus } from '../api/update-hire-status';
import { useExpertsTranslation } from '../i18n';
import { HireCard } from './hire-card';
import { RejectHireDialog } from './reject-hire-dialog';

/** Contrataciones: the expert's hires; a pending one is accepted, or rejected with a reason, here, and each opens its search. */
export function HiresTab({ expertProfileId }: { expertProfileId: number }) {
  const { t } = useExpertsTranslation();
  const hires = useExpertHires();
  const update = useUpdateHireStatus();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<Hire | null>(null);

  if (hires.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6" label={t('hires.loading')} />
      </div>
    );
  }
  if (hires.isError) {
    return <RetryAlert message={t('hires.loadFailed', { message: hires.error.message })} retrying={hires.isRefetching} onRetry={() => void hires.refetch()} />;
  }
  if (hires.data.length === 0) {
    return <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={t('hires.empty')} />;
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hires.data.map((hire) => (
        <HireCard
          expertProfileId={expertProfileId}
          key={hire.id}
          hire={hire}
          changing={update.isPending && update.variables.hireId === hire.id ? update.variables.status : null}
          busy={update.isPending && update.variables.hireId !== hire.id}
          onReject={() => setRejecting(hire)}
          onAccept={() =>
            update.mutate(
              { hireId: hire.id, status: 'Accepted' },
              {
                onSuccess: () => toast.success(t('hires.statusUpdated'), { description: t('hires.accepted') }),
                // A refused change (HIRE_STATE: the hire expired or was cancelled meanwhile) says why; the list is read again.
                onError: (error) => toast.error(t('hires.statusUpdateFailed'), { description: errorMessage(error, '') || undefined }),
              },
            )
          }
          onOpen={() => {
            // A deleted search leaves the hire readable on its own page (decision 036).
            if (hire.searchId === null) void navigate(`/contrataciones/${hire.id}`);
            // The customer's search opens to the expert from acceptance on (SEARCH_READING_HIRE_STATUSES).
            else if (!(SEARCH_READING_HIRE_STATUSES as readonly HireStatus[]).includes(hire.status)) toast.info(t('hires.searchAfterAcceptance'));
            else void navigate(`/busquedas/${hire.searchId}`);
          }}
        />
      ))}
      {rejecting ? <RejectHireDialog hire={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}
