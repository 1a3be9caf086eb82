import { lazy, Suspense, useState } from 'react';
import { LogIn } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAuthConfig } from '../api/get-auth-config';
import { useAuthTranslation } from '../i18n';
import { GoogleSignInButton } from './google-sign-in-button';

// The form (react-hook-form + zod) is only needed once a visitor opens it.
const DevLoginDialog = lazy(() => import('./dev-login-dialog').then((m) => ({ default: m.DevLoginDialog })));

/** What a visitor sees in the header: development sign-in, Google's button, or a disabled control. */
export function LoginControl() {
  const { t } = useAuthTranslation();
  const config = useAuthConfig();
  const [open, setOpen] = useState(false);

  if (config.data?.devLogin) {
    return (
      <>
        <Button size="sm" onClick={() => setOpen(true)} icon={<LogIn className="size-4" aria-hidden="true" />}>
          {t('signIn')}
        </Button>
        {open ? (
          <Suspense fallback={null}>
            <DevLoginDialog open onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }

  if (config.data?.googleClientId) return <GoogleSignInButton clientId={config.data.googleClientId} />;

  return (
    <Button
      size="sm"
      loading={config.isPending}
      icon={<LogIn className="size-4" aria-hidden="true" />}
      onClick={() => {
        toast.error(t('unavailable'));
        if (config.isError) void config.refetch();
      }}
    >
      {t('signIn')}
    </Button>
  );
}
