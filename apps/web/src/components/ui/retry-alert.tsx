import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A panel's body when its list could not be loaded: the message and 'Reintentar'. */
export function RetryAlert({ message, onRetry, retrying }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert className="size-8 text-red-600 dark:text-red-400" aria-hidden="true" />
      <p className="font-medium text-red-700 dark:text-red-400">{message}</p>
      <Button variant="secondary" size="sm" loading={retrying} icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
