import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDisputeMessages } from '../api/get-hire-messages';
import { useAdminTranslation } from '../i18n';

function Thread({ hireId }: { hireId: number }) {
  const { t } = useAdminTranslation();
  const thread = useDisputeMessages(hireId, true);
  if (thread.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-4" /> {t('disputes.messages.loading')}
      </p>
    );
  }
  if (thread.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{errorMessage(thread.error, t('disputes.messages.loadFailed'))}</p>
        <Button size="sm" variant="secondary" onClick={() => void thread.refetch()} loading={thread.isFetching}>
          {t('disputes.messages.retry')}
        </Button>
      </div>
    );
  }
  if (thread.data.messages.length === 0) return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('disputes.messages.empty')}</p>;
  return (
    <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label={t('disputes.messages.list', { id: hireId })}>
      {thread.data.messages.map((message) => (
        <li key={message.id} className="rounded-lg bg-neutral-50 px-3 py-2 text-sm dark:bg-neutral-800">
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            <span className="font-medium">{t(`disputes.messages.role.${message.author.role}`, { name: message.author.name })}</span> ·{' '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          <p className="whitespace-pre-line break-words">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The customer's and expert's messages on a disputed hire, loaded when the admin opens them. */
export function DisputeMessages({ hireId }: { hireId: number }) {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="focus-ring cursor-pointer rounded text-sm font-medium text-brand-700 dark:text-brand-300">{t('disputes.messages.show')}</summary>
      <div className="mt-2">{open ? <Thread hireId={hireId} /> : null}</div>
    </details>
  );
}
