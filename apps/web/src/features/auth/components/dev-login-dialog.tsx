import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { devLoginRequestSchema } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { authFailureText } from '../api/auth-result';
import { useDevLogin } from '../api/dev-login';
import { useAuthTranslation } from '../i18n';
import { useCompleteSignIn } from './use-complete-sign-in';

interface DevLoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Development sign-in (server has AUTH_DEV_LOGIN): any name and e-mail create or reuse an account. */
export function DevLoginDialog({ open, onClose }: DevLoginDialogProps) {
  const { t } = useAuthTranslation();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const devLogin = useDevLogin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(devLoginRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const nameField = register('name');

  const onSubmit = handleSubmit((values) => {
    devLogin.mutate(values, {
      onSuccess: (result) => {
        if (completeSignIn(result)) onClose();
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('signIn')} description={t('dev.description')} size="sm" initialFocusRef={nameRef}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('dev.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...nameField}
          ref={(element) => {
            nameField.ref(element);
            nameRef.current = element;
          }}
        />
        <TextField label={t('dev.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        {devLogin.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {authFailureText(devLogin.error.message, t)}
          </p>
        ) : null}
        <Button type="submit" loading={devLogin.isPending} className="w-full">
          {t('dev.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
