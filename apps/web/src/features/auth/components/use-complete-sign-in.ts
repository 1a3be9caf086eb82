import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { signIn } from '@/lib/session';
import { authFailureText, type AuthResult } from '../api/auth-result';
import { useAuthTranslation } from '../i18n';

/** Stores the new session; a user whose phone is not verified goes straight to /verify-phone. */
export function useCompleteSignIn(): (result: AuthResult) => boolean {
  const navigate = useNavigate();
  const { t } = useAuthTranslation();
  return useCallback(
    (result: AuthResult) => {
      const session = signIn(result.token, result.user);
      if (!session) {
        toast.error(authFailureText(MESSAGES.invalidServerResponse, t));
        return false;
      }
      toast.success(t('hello', { name: session.user.name }));
      if (!session.user.phoneVerified) void navigate('/verify-phone', { replace: true });
      return true;
    },
    [navigate, t],
  );
}
