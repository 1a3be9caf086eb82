import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { signIn } from '@/lib/session';
import type { AuthResult } from '../api/auth-result';

/** Stores the new session; a user whose phone is not verified goes straight to /verify-phone. */
export function useCompleteSignIn(): (result: AuthResult) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (result: AuthResult) => {
      const session = signIn(result.token, result.user);
      if (!session) {
        toast.error(`${MESSAGES.authFailed}: ${MESSAGES.invalidServerResponse}`);
        return false;
      }
      toast.success(`¡Hola, ${session.user.name}!`);
      if (!session.user.phoneVerified) void navigate('/verify-phone', { replace: true });
      return true;
    },
    [navigate],
  );
}
