import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { ADMIN_MESSAGES, notificationTypeSchema, siteLinkSchema } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSendNotification } from '../api/send-notification';
import { NOTIFICATION_TYPE_OPTIONS } from './notification-type';

const optionalLink = z
  .string()
  .trim()
  .refine((value) => value === '' || siteLinkSchema.safeParse(value).success, { message: ADMIN_MESSAGES.urlInvalid });

/** The spec's draft: title, message, type (info), url, imageUrl, userId as text (empty = broadcast). */
const draftSchema = z.object({
  title: z.string().trim().min(1, { message: ADMIN_MESSAGES.titleRequired }).max(200),
  type: notificationTypeSchema,
  message: z.string().trim().min(1, { message: ADMIN_MESSAGES.messageRequired }).max(2000),
  userId: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647), {
      message: ADMIN_MESSAGES.userIdInvalid,
    }),
  url: optionalLink,
  imageUrl: optionalLink,
});
type Draft = z.infer<typeof draftSchema>;

const EMPTY: Draft = { title: '', type: 'info', message: '', userId: '', url: '', imageUrl: '' };

/** "Send New Notification": validated in the browser with the server's link rule, reset after a send. */
export function SendNotificationForm() {
  const send = useSendNotification();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Draft>({ resolver: zodResolver(draftSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((draft) => {
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
          toast.success(ADMIN_MESSAGES.notificationSent);
          reset(EMPTY);
        },
        onError: (error) => toast.error(ADMIN_MESSAGES.notificationSendFailed, { description: errorMessage(error, '') || undefined }),
      },
    );
  });

  return (
    <section aria-labelledby="send-notification-title" className="rounded-2xl border border-neutral-200 p-4 sm:p-6 dark:border-neutral-800">
      <h2 id="send-notification-title" className="mb-4 text-lg font-semibold">
        Send New Notification
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <SelectField label="Type" {...register('type')}>
          {NOTIFICATION_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextArea label="Message" required rows={4} error={errors.message?.message} {...register('message')} />
        </div>
        <TextField label="User ID" inputMode="numeric" placeholder="Leave empty for broadcast" error={errors.userId?.message} {...register('userId')} />
        <TextField label="URL" type="url" placeholder="https://… or /busquedas" error={errors.url?.message} {...register('url')} />
        <div className="sm:col-span-2">
          <TextField label="Image URL" type="url" placeholder="https://…" error={errors.imageUrl?.message} {...register('imageUrl')} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" loading={send.isPending} icon={<Send className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
            Send Notification
          </Button>
        </div>
      </form>
    </section>
  );
}
