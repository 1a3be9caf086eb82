import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { getLastSignOut, useSession } from '@/lib/session';
import { useAppTranslation } from './i18n';

/**
 * When the server ends a session because the admin blocked the account (403 ACCOUNT_BLOCKED), says so,
 * on whatever page the user is. The same message answers a later sign-in attempt.
 */
export function BlockedNotice() {
  const session = useSession();
  const { t } = useAppTranslation();
  useEffect(() => {
    if (session) return;
    const last = getLastSignOut();
    if (last?.reason === 'blocked' && Date.now() - last.at < 5000) toast.error(t('session.blocked'), { id: 'account-blocked', duration: 10_000 });
  }, [session, t]);
  return null;
}
