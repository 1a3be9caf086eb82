import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@ojeador/shared';
import { getLastSignOut, useSession } from '@/lib/session';

/**
 * When the server ends a session because the admin blocked the account (403 ACCOUNT_BLOCKED), says so,
 * on whatever page the user is. The same message answers a later sign-in attempt.
 */
export function BlockedNotice() {
  const session = useSession();
  useEffect(() => {
    if (session) return;
    const last = getLastSignOut();
    if (last?.reason === 'blocked' && Date.now() - last.at < 5000) toast.error(MESSAGES.blocked, { id: 'account-blocked', duration: 10_000 });
  }, [session]);
  return null;
}
