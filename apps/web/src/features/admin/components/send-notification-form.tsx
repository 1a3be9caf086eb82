import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { notificationTypeSchema, siteLinkSchema, type AdminUser } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSendNotification } from '../api/send-notification';
import { BroadcastDialog } from './broadcast-dialog';
import { useAdminTranslation } from '../i18n';
import { NOTIFICATION_TYPE_OPTIONS } from './notification-type';

/** The spec's draft: title, message, type (info), url, imageUrl, userId as text (empty = broadcast); messages in the reader's language. */
function draftSchema(t: TFunction<'admin'>) {
  const optionalLink = z
    .string()
    .trim()
    .refine((value) => value === '' || siteLinkSchema.safeParse(value).success, { message: t('send.urlInvalid') });
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, { message: t('send.titleRequired') })
      .max(200),
    type: notificationTypeSchema,
    message: z
      .string()
      .trim()
      .min(1, { message: t('send.messageRequired') })
      .max(2000),
    userId: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647), {
        message: t('send.userIdInvalid'),
      }),
    url: optionalLink,
    imageUrl: optionalLink,
  });
}
type Draft = z.infer<ReturnType<typeof draftSchema>>;

const EMPTY: Draft = { title: '', type: 'info', message: '', userId: '', url: '', imageUrl: '' };

/**
 * "Send New Notification": validated in the browser with the server's link rule, reset after a send. `recipient`
 * (the users table's "Notificar") fills the user id and moves focus to the title; a broadcast (no id) is confirmed first.
 */
export function SendNotificationForm({ recipient }: { recipient?: Pick<AdminUser, 'id' | 'name'> | null }) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => draftSchema(t), [t]);
  const send = useSendNotification();
  const [broadcast, setBroadcast] = useState<Draft | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = useForm<Draft>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const userId = useWatch({ control, name: 'userId' });
  const filled = useRef<number | null>(null);

  useEffect(() => {
    if (!recipient || filled.current === recipient.id) return;
    filled.current = recipient.id;
    setValue('userId', String(recipient.id), { shouldValidate: false });
    setFocus('title');
  }, [recipient, setValue, setFocus]);

  const deliver = (draft: Draft) => {
    send.mutate(
      {
        title: draft.title,
        message: draft.message,
        type: draft.type,
        url: draft.url || null,
        imageUrl: draft.imageUrl || null,
        userId: draft.userId === '' ? null : Number(draft.userId),
      },
      {
        onSuccess: () => {
          toast.success(t('send.sent'));
          reset(EMPTY);
          setBroadcast(null);
        },
        onError: (error) => {
          toast.error(t('send.failed'), { description: errorMessage(error, '') || undefined });
          setBroadcast(null);
        },
      },
    );
  };
  const onSubmit = handleSubmit((draft) => (draft.userId === '' ? setBroadcast(draft) : deliver(draft)));
  const named = recipient && userId.trim() === String(recipient.id) ? recipient : null;

  return (
    <section aria-labelledby="send-notification-title" className="rounded-2xl border border-neutral-200 p-4 sm:p-6 dark:border-neutral-800">
      <h2 id="send-notification-title" className="mb-4 text-lg font-semibold">
        {t('send.title')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('send.titleLabel')} required error={errors.title?.message} {...register('title')} />
        <SelectField label={t('send.type')} {...register('type')}>
          {NOTIFICATION_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {t(`send.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextArea label={t('send.message')} required rows={4} error={errors.message?.message} {...register('message')} />
        </div>
        <TextField
          label={t('send.userId')}
          inputMode="numeric"
          placeholder={t('send.userIdPlaceholder')}
          error={errors.userId?.message}
          hint={named ? t('send.recipient', { name: named.name, id: named.id }) : undefined}
          {...register('userId')}
        />
        <TextField label={t('send.url')} type="url" placeholder={t('send.urlPlaceholder')} error={errors.url?.message} {...register('url')} />
        <div className="sm:col-span-2">
          <TextField
            label={t('send.imageUrl')}
            type="url"
            placeholder={t('send.imageUrlPlaceholder')}
            error={errors.imageUrl?.message}
            {...register('imageUrl')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" loading={send.isPending} icon={<Send className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
            {t('send.submit')}
          </Button>
        </div>
      </form>
      <BroadcastDialog
        title={broadcast?.title ?? null}
        sending={send.isPending}
        onCancel={() => setBroadcast(null)}
        onConfirm={() => {
          if (broadcast) deliver(broadcast);
        }}
      />
    </section>
  );
}
