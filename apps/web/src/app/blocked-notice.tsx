import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onBlocked } from '@/lib/blocked-account';

export const BLOCKED_ACCOUNT_PATH = '/cuenta-bloqueada';

/**
 * When the server refuses the account as blocked (403 ACCOUNT_BLOCKED, on any call or at sign-in), opens the page
 * that says why (the admin's reason), how to reach support and what happens to the balance, on whatever page the
 * user is. A protected page that loses its session goes there too (guards.tsx).
 */
export function BlockedNotice() {
  const navigate = useNavigate();
  useEffect(() => onBlocked(() => void navigate(BLOCKED_ACCOUNT_PATH, { replace: true })), [navigate]);
  return null;
}
