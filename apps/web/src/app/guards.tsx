import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { getLastSignOut, useSession } from '@/lib/session';
import { BLOCKED_ACCOUNT_PATH } from './blocked-notice';
import { useAppTranslation } from './i18n';

/** Routes a signed-in user with an unverified phone may still see (the consent checkbox links to the policy). */
const PHONE_EXEMPT = new Set(['/verify-phone', '/privacy-policy']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Spec 000 "Guard": an unverified phone confines the user to /verify-phone (replace). */
export function PhoneGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session && !session.user.phoneVerified && !PHONE_EXEMPT.has(normalise(pathname))) {
    return <Navigate to="/verify-phone" replace />;
  }
  return children;
}

function LoginRequiredRedirect() {
  const told = useRef(false);
  const { t } = useAppTranslation();
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    const last = getLastSignOut();
    // Signing out on a protected page sends the user home with '¡Hasta pronto!': no second message;
    // a blocked account goes to the page that says why.
    if ((last?.reason === 'user' || last?.reason === 'blocked') && Date.now() - last.at < 5000) return;
    toast.info(last?.reason === 'expired' ? t('session.expired') : t('session.loginRequired'), { id: 'login-required' });
  }, [t]);
  const [target] = useState(() => {
    const last = getLastSignOut();
    return last?.reason === 'blocked' && Date.now() - last.at < 5000 ? BLOCKED_ACCOUNT_PATH : '/';
  });
  return <Navigate to={target} replace />;
}

/** Layout route: visitors are sent to / with a message. */
export function RequireAuth() {
  const session = useSession();
  return session ? <Outlet /> : <LoginRequiredRedirect />;
}

/** Layout route under RequireAuth: only the role the server gave ('Admin') passes (docs/design.md section 11). */
export function RequireAdmin() {
  const session = useSession();
  return session?.user.role === 'Admin' ? <Outlet /> : <Navigate to="/" replace />;
}
