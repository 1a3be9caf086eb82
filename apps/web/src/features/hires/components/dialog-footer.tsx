import { Button, buttonClasses } from '@/components/ui/button';
import { useHiresTranslation } from '../i18n';

/** 'Volver' and the modal's action, the action showing a spinner while it is sent. */
export function DialogFooter({
  submitLabel,
  pending,
  onCancel,
  variant = 'primary',
  error,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  variant?: 'primary' | 'danger';
  /** A message from the server about what was sent. */
  error?: string | null;
}) {
  const { t } = useHiresTranslation();
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={onCancel} disabled={pending}>
          {t('back')}
        </button>
        <Button type="submit" variant={variant} loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
