import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authFailureText } from '../api/auth-result';
import { useGoogleAuth } from '../api/google-auth';
import { loadGoogleIdentity } from '../lib/google-identity';
import { useAuthTranslation } from '../i18n';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Google's own sign-in button; the credential (an ID token) goes to POST /api/User/google-auth. */
export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const { t, i18n } = useAuthTranslation();
  const authFailed = (reason: string) => toast.error(authFailureText(reason, t));
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const googleAuth = useGoogleAuth();
  const completeSignIn = useCompleteSignIn();
  // GIS keeps the first callback it is given: route it through a ref so it always sees fresh hooks.
  const onCredential = useRef<(credential: string | undefined) => void>(() => undefined);
  useEffect(() => {
    onCredential.current = (credential) => {
      if (!credential) {
        authFailed(MESSAGES.noGoogleCredential);
        return;
      }
      googleAuth.mutate(credential, {
        onSuccess: (result) => {
          completeSignIn(result);
        },
        onError: (error) => authFailed(error.message),
      });
    };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response.credential),
          ux_mode: 'popup',
        });
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin',
          shape: 'pill',
          locale: i18n.resolvedLanguage === 'en' ? 'en' : 'es',
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.resolvedLanguage]);

  if (state === 'failed') {
    return (
      <Button size="sm" variant="secondary" onClick={() => authFailed(t('googleUnavailable'))}>
        {t('signIn')}
      </Button>
    );
  }

  return (
    <div className="flex items-center gap-2">
      {state === 'loading' || googleAuth.isPending ? <Spinner className="size-4 text-brand-600" label={t('loading')} /> : null}
      <div ref={container} className={googleAuth.isPending ? 'pointer-events-none opacity-60' : undefined} />
    </div>
  );
}
