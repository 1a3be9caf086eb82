import { CheckCircle2, AlertTriangle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useSearchesTranslation } from '../i18n';
import type { RunProgress } from './use-results-with-run-now';

/** The followed run as it happens: "En cola…", "Buscando anuncios…", then what it found (a live region). */
export function RunProgressStatus({ progress }: { progress: RunProgress | null }) {
  const { t } = useSearchesTranslation();
  if (!progress) return null;
  const { status, cause } = progress;
  let icon = <Spinner className="size-4" />;
  let text = t('run.queued');
  if (status?.state === 'running') text = t('run.running');
  if (progress.ended && status) {
    if (status.state === 'failed') {
      icon = <AlertTriangle className="size-4 text-red-600" aria-hidden="true" />;
      text = t('run.failed');
    } else {
      icon = <CheckCircle2 className="size-4 text-brand-600" aria-hidden="true" />;
      const fresh = status.newResults + status.restoredResults;
      const listed = progress.listed;
      if (cause === 'edit' && listed && listed.after === null) {
        // Ended, the search not read again yet: no outcome before its count is known.
        icon = <Spinner className="size-4" />;
        text = t('run.counting');
      } else if (cause === 'edit') {
        const parts = [];
        if (status.excludedResults > 0) parts.push(t('run.excluded', { count: status.excludedResults }));
        if (fresh > 0) parts.push(t('run.freshAfterEdit', { count: fresh }));
        const total = listed && listed.after !== listed.before ? t('run.listedChanged', { count: listed.after, before: listed.before }) : null;
        if (total) text = parts.length ? `${total}: ${parts.join('; ')}` : total;
        else text = parts.length ? parts.join('; ') : t('run.noChanges');
      } else {
        text = fresh > 0 ? t('run.fresh', { count: fresh }) : t('run.noneNew');
      }
    }
  }
  return (
    <p role="status" data-testid="run-progress" className="flex items-center gap-2 text-sm text-brand-700 dark:text-brand-300">
      {icon}
      {text}
    </p>
  );
}
