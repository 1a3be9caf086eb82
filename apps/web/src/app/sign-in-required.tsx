import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { toast } from '@/lib/toast';
import { getLastSignOut } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { LoginControl } from '@/features/auth/components/login-control';
import { useAppTranslation } from './i18n';

/** What each protected page is, for "Inicia sesión para ver …" (the rest say "esta página"). */
const PAGES = [
  ['/busquedas/:id', 'search'],
  ['/busquedas', 'searches'],
  ['/suscripciones/*', 'plans'],
  ['/saldo', 'wallet'],
] as const;

type PageKind = (typeof PAGES)[number][1] | 'page';

function pageOf(pathname: string): PageKind {
  return PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'page';
}

/**
 * A visitor on a protected link (an alert's /busquedas/{id}, a shared /saldo): the page says what signing in
 * opens and offers it in place, so the customer stays on the address they asked for (docs/design.md, "Better than the
 * spec"); PhoneGuard carries it through phone verification.
 */
export function SignInRequired() {
  const { t } = useAppTranslation();
  const { pathname } = useLocation();
  const title = t(`signInRequired.${pageOf(pathname)}` as const);
  usePageTitle(title);
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (getLastSignOut()?.reason === 'expired') toast.info(t('session.expired'), { id: 'login-required' });
  }, [t]);
  return (
    <Page>
      <EmptyState icon={<LogIn className="size-6" aria-hidden="true" />} title={title} action={<LoginControl />}>
        {t('signInRequired.hint')}
      </EmptyState>
    </Page>
  );
}
