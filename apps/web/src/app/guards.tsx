import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getLastSignOut, useSession } from '@/lib/session';
import { BLOCKED_ACCOUNT_PATH } from './blocked-notice';
import { NEXT_PARAM } from '@/lib/next-path';
import { SignInRequired } from './sign-in-required';

/** Routes a signed-in user with an unverified phone may still see (the consent checkbox links to the policy). */
const PHONE_EXEMPT = new Set(['/verify-phone', '/privacy-policy']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Spec 000 "Guard": an unverified phone confines the user to /verify-phone (replace), with where they were going. */
export function PhoneGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session && !session.user.phoneVerified && !PHONE_EXEMPT.has(normalise(pathname))) {
    // Where the customer was going comes back after verification (an alert's link, a draft's step).
    const next = pathname === '/' && !search ? '' : `?${new URLSearchParams({ [NEXT_PARAM]: pathname + search }).toString()}`;
    return <Navigate to={`/verify-phone${next}`} replace />;
  }
  return children;
}

/** Where a sign-out of the last few seconds sends the page it happened on, if anywhere. */
function leavingTo(last: ReturnType<typeof getLastSignOut>): string | null {
  if (!last || Date.now() - last.at >= 5000) return null;
  return last.reason === 'blocked' ? BLOCKED_ACCOUNT_PATH : last.reason === 'user' ? '/' : null;
}

/**
 * Layout route: a visitor is offered sign-in on the page itself and stays on its address (SignInRequired). Signing out
 * there goes home ('¡Hasta pronto!'), and a blocked account to the page that says why.
 */
export function RequireAuth() {
  const session = useSession();
  if (session) return <Outlet />;
  const leaving = leavingTo(getLastSignOut());
  return leaving ? <Navigate to={leaving} replace /> : <SignInRequired />;
}

/** Layout route under RequireAuth: only the role the server gave ('Admin') passes (docs/design.md section 11). */
export function RequireAdmin() {
  const session = useSession();
  return session?.user.role === 'Admin' ? <Outlet /> : <Navigate to="/" replace />;
}
