import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CreditCard, LogOut } from 'lucide-react';
import type { SessionUser } from '@ojeador/shared';
import { Avatar } from '@/components/ui/avatar';
import { BalanceLink } from './balance-link';
import { useSignOut } from './use-sign-out';
import { useAppTranslation } from '../i18n';
import { UserSummary } from './user-summary';

const ITEM = 'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800';
const NEUTRAL = 'text-neutral-700 dark:text-neutral-200';

/** Avatar button with a small panel: name, e-mail, 'Saldo: X €', 'Actualizar Suscripción', 'Cerrar Sesión'. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  const { t } = useAppTranslation();

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('nav.userMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="focus-ring rounded-full"
      >
        <Avatar name={user.name} pictureUrl={user.pictureUrl} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-xl ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
        >
          <UserSummary user={user} className="border-b border-neutral-200 px-3 pt-2 pb-3 dark:border-neutral-800" />
          <div className="flex flex-col gap-1 pt-2">
            {user.phoneVerified ? <BalanceLink className={`${ITEM} ${NEUTRAL}`} onNavigate={() => setOpen(false)} /> : null}
            <Link to="/suscripciones" className={`${ITEM} ${NEUTRAL}`} onClick={() => setOpen(false)}>
              <CreditCard className="size-4" aria-hidden="true" />
              {t('nav.updateSubscription')}
            </Link>
            <button type="button" className={`${ITEM} text-red-600 dark:text-red-400`} onClick={signOut}>
              <LogOut className="size-4" aria-hidden="true" />
              {t('nav.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
