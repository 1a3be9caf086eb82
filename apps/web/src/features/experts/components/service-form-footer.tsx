import { Button } from '@/components/ui/button';
import { useExpertsTranslation } from '../i18n';

interface ServiceFormFooterProps {
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
}

/** The end of the new-service and edit-service forms: the server's refusal, then Cancelar and the submit button. */
export function ServiceFormFooter({ error, pending, submitLabel, pendingLabel, onCancel }: ServiceFormFooterProps) {
  const { t } = useExpertsTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
