import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Zap } from 'lucide-react';
import type { SearchDetail } from '@ojeador/shared';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetInstantAlerts } from '../api/set-instant-alerts';
import { useSearchesTranslation } from '../i18n';
import { UPGRADE_ROUTE } from '../lib/plan-limit';
import { serverDescription } from '../lib/server-description';

/**
 * "Alertas al momento" for the search's owner: a switch that flips at once (PUT .../instant-alerts) and goes back with a
 * toast when the server refuses; turning it off offers "Deshacer" (the same PUT, back on). On a Free plan it is off and
 * disabled, with the way to the plans.
 */
export function InstantAlertsSetting({ search }: { search: SearchDetail }) {
  const { t } = useSearchesTranslation();
  const navigate = useNavigate();
  const update = useSetInstantAlerts(search.id);
  const titleId = useId();
  const helpId = useId();
  const available = search.instantAlertsAvailable;
  // Stored on but not in the plan (a lapsed Plus) alerts nobody: shown off.
  const checked = available && search.instantAlerts;

  function failed(error: Error) {
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'PLAN_REQUIRED') {
      toast.error(t('instantAlerts.planRequired'), { action: { label: t('instantAlerts.seePlans'), onClick: () => void navigate(UPGRADE_ROUTE) } });
    } else if (code === 'FORBIDDEN' || code === 'NOT_FOUND') {
      toast.error(t('instantAlerts.notAllowed'));
    } else {
      toast.error(t('instantAlerts.failed'), { description: serverDescription(error) });
    }
  }

  function change(enabled: boolean) {
    // One change at a time: the switch stays focusable (not disabled) while the server answers.
    if (update.isPending) return;
    update.mutate(enabled, {
      onSuccess: ({ instantAlerts }) => {
        if (instantAlerts) toast.success(t('instantAlerts.turnedOn'));
        else toast.success(t('instantAlerts.turnedOff'), { action: { label: t('instantAlerts.undo'), onClick: () => change(true) } });
      },
      onError: failed,
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 flex items-start gap-3 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <Zap className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('instantAlerts.title')}
        </h2>
        <p id={helpId} className="mt-1 text-sm break-words text-neutral-600 dark:text-neutral-400">
          {t('instantAlerts.help')}
        </p>
        {available ? null : (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium text-neutral-800 dark:text-neutral-200">{t('instantAlerts.planOnly')}</span>
            <Link to={UPGRADE_ROUTE} className="focus-ring rounded font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
              {t('instantAlerts.seePlans')}
            </Link>
          </p>
        )}
      </div>
      <Switch
        checked={checked}
        onCheckedChange={change}
        disabled={!available}
        aria-label={t('instantAlerts.title')}
        aria-describedby={helpId}
        aria-busy={update.isPending || undefined}
        className="mt-0.5"
      />
    </section>
  );
}
