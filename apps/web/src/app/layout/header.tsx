import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoginControl } from '@/features/auth/components/login-control';
import { SavedThemeSync } from '@/features/settings/components/saved-theme-sync';
import { useSession } from '@/lib/session';
import { useAppTranslation } from '../i18n';

// A signed-in user's controls (menus, dialogs, their catalogues) are not needed to paint the landing for a visitor:
// they load as their own chunk once there is a session (the first page's 150 KB budget).
const UserActions = lazy(() => import('./user-actions').then((module) => ({ default: module.UserActions })));
const AvatarMenu = lazy(() => import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })));

/** Fixed header (spec 001 "Application shell"). */
export function Header() {
  const session = useSession();
  const { t } = useAppTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-neutral-200 bg-white/85 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/85 print:hidden">
      <div className="mx-auto flex h-full w-full max-w-6xl items-center gap-1 px-3 sm:px-6">
        <Link to="/" className="focus-ring mr-auto rounded-md text-xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">
          {t('brand')}
        </Link>
        {session ? <SavedThemeSync /> : null}
        {!session ? (
          <LoginControl />
        ) : (
          <Suspense fallback={null}>
            {session.user.phoneVerified ? (
              <UserActions user={session.user} />
            ) : (
              // Until the phone is verified the user only sees /verify-phone: just the way out.
              <AvatarMenu user={session.user} />
            )}
          </Suspense>
        )}
      </div>
    </header>
  );
}
