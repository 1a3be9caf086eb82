import { AlertTriangle } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadErrorStateProps {
  title: string;
  /** The failed query's error; its message is shown under the title. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** A page section whose data could not be loaded, with 'Reintentar'. */
export function LoadErrorState({ title, error, onRetry, retrying, className }: LoadErrorStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AlertTriangle className="size-6" aria-hidden="true" />}
      title={title}
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('actions.retry')}
        </Button>
      }
    >
      {errorMessage(error, t('errors.unreachable'))}
    </EmptyState>
  );
}
