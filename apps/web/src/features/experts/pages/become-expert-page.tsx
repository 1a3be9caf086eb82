import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { UserRoundSearch } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { Page } from '@/components/ui/page';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { signIn, useSession } from '@/lib/session';
import { useBecomeExpert } from '../api/become-expert';
import { usePageTitle } from '@/lib/use-page-title';
import { useExpertsTranslation } from '../i18n';
import { ServiceEarnings } from '../components/service-earnings';

function registerError(t: TFunction<'experts'>, error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('become.registerFailed');
  return t('become.processFailed');
}

/** /become-expert: profile photo and description; on success the new session has role Expert. */
export function BecomeExpertPage() {
  const { t } = useExpertsTranslation();
  usePageTitle(t('become.title'));
  const session = useSession();
  const navigate = useNavigate();
  const register = useBecomeExpert();
  const [photo, setPhoto] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!session) {
    return (
      <Page title={t('become.title')}>
        <div className="flex flex-col items-start gap-4">
          <p>{t('become.signInFirst')}</p>
          <Link to="/" className={buttonClasses('primary')}>
            {t('become.backHome')}
          </Link>
        </div>
      </Page>
    );
  }
  if (session.user.role === 'Expert') return <Navigate to="/expert-panel" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) return setError(t('become.photoRequired'));
    if (!description.trim()) return setError(t('become.descriptionRequired'));
    setError(null);
    register.mutate(
      { description: description.trim(), profilePicture: photo },
      {
        onSuccess: ({ token, user }) => {
          if (user.role !== 'Expert') return setError(t('become.roleMissing'));
          signIn(token, user);
          toast.success(t('become.registered'));
          void navigate('/expert-panel');
        },
        onError: (failure) => setError(registerError(t, failure)),
      },
    );
  };

  return (
    <Page title={t('become.title')}>
      <form
        onSubmit={submit}
        noValidate
        className="mx-auto flex max-w-xl flex-col gap-6 rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <p className="flex items-start gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <UserRoundSearch className="size-5 shrink-0" aria-hidden="true" />
          {t('become.intro')}
        </p>
        <ImageInput
          label={t('become.photo')}
          hideLabel
          shape="round"
          files={photo ? [photo] : []}
          onChange={(files) => {
            setPhoto(files[0] ?? null);
            setError(null);
          }}
          max={1}
          messages={{ type: t('become.photoType'), size: t('become.photoTooLarge') }}
          hint={t('become.photoHint')}
          chooseLabel={t('become.uploadPhoto')}
          previewAlt={() => t('become.photoPreview')}
        />
        <TextArea
          label={t('become.description')}
          rows={4}
          required
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={t('become.descriptionPlaceholder')}
        />
        <ServiceEarnings price="" />
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-200">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={!photo || register.isPending}>
          {register.isPending ? t('become.processing') : t('become.submit')}
        </Button>
      </form>
    </Page>
  );
}
