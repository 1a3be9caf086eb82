import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CheckCheck, Check, MessagesSquare, Send } from 'lucide-react';
import { HIRE_MESSAGE_MAX, type HireMessage } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useHireMessages, useSendHireMessage } from '../api/hire-messages';
import { useHiresTranslation } from '../i18n';

function MessageBubble({ message }: { message: HireMessage }) {
  const { t } = useHiresTranslation();
  return (
    <li className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line break-words',
          message.mine ? 'bg-brand-700 text-white' : 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100',
        )}
      >
        {message.text}
      </div>
      <p className="flex items-center gap-1 text-xs text-neutral-600 dark:text-neutral-400">
        <span className="font-medium">{t(`messages.role.${message.author.role}`, { name: message.author.name })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.mine ? (
          message.readAt ? (
            <span className="inline-flex items-center gap-0.5" title={formatDateTime(message.readAt)}>
              <CheckCheck className="size-3.5" aria-hidden="true" /> {t('messages.read')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-0.5">
              <Check className="size-3.5" aria-hidden="true" /> {t('messages.sent')}
            </span>
          )
        ) : null}
      </p>
    </li>
  );
}

function Composer({ hireId }: { hireId: number }) {
  const { t } = useHiresTranslation();
  const send = useSendHireMessage(hireId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const trimmed = text.trim();
    if (send.isPending) return;
    if (!trimmed) return setError(t('messages.empty'));
    setError(null);
    send.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(errorMessage(failure, t('messages.sendFailed'))),
    });
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter sends, Shift+Enter starts a new line (and Enter while composing an accented character does nothing).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextArea
        label={t('messages.label')}
        hint={t('messages.hint')}
        value={text}
        maxLength={HIRE_MESSAGE_MAX}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error ?? undefined}
        className="min-h-20"
      />
      <Button type="submit" className="self-end" icon={<Send className="size-4" aria-hidden="true" />} loading={send.isPending}>
        {t('messages.send')}
      </Button>
    </form>
  );
}

/**
 * The hire's message thread on the search screen: customer and expert write (Enter sends), the administrator
 * only reads. Opening it marks the other party's messages read; it looks for new ones every 20 seconds.
 */
export function HireMessages({ hireId }: { hireId: number }) {
  const { t } = useHiresTranslation();
  const thread = useHireMessages(hireId);

  let body;
  if (thread.isPending) {
    body = (
      <div className="flex justify-center py-4">
        <Spinner className="size-6" label={t('messages.loading')} />
      </div>
    );
  } else if (thread.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{errorMessage(thread.error, t('messages.loadFailed'))}</p>
        <Button size="sm" variant="secondary" onClick={() => void thread.refetch()} loading={thread.isFetching}>
          {t('messages.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {thread.data.messages.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{thread.data.canPost ? t('messages.emptyThread') : t('messages.emptyThreadAdmin')}</p>
        ) : (
          <ol aria-label={t('messages.listLabel')} className="flex max-h-96 flex-col gap-3 overflow-y-auto">
            {thread.data.messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        )}
        {thread.data.canPost ? <Composer hireId={hireId} /> : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby={`hire-messages-${hireId}`}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={`hire-messages-${hireId}`} className="flex items-center gap-2 text-lg font-semibold">
        <MessagesSquare className="size-5" aria-hidden="true" /> {t('messages.title')}
      </h2>
      {body}
    </section>
  );
}
