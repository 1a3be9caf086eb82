import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Bell, Crown, CreditCard, Heart, LifeBuoy, LogOut, Search, Settings, Shield, UserRoundSearch } from 'lucide-react';
import type { SessionUser } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { BalanceLink } from './balance-link';
import { useSignOut } from './use-sign-out';
import { useAppTranslation } from '../i18n';
import { UserSummary } from './user-summary';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
  onOpenFavorites: () => void;
  onOpenSettings: () => void;
  onOpenNotifications?: () => void;
}

const ITEM = 'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800';
const NEUTRAL = 'text-neutral-800 dark:text-neutral-100';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="text-neutral-500 dark:text-neutral-400">{icon}</span>
      {children}
    </>
  );
}

/** Slide-out menu below the md breakpoint (spec 001 "Application shell"). */
export function MobileMenu({ open, onClose, user, onOpenFavorites, onOpenSettings, onOpenNotifications }: MobileMenuProps) {
  const signOut = useSignOut();
  const { t } = useAppTranslation();
  const isExpert = user.role === 'Expert';
  const icon = (Icon: typeof Search) => <Icon className="size-5" aria-hidden="true" />;

  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="left">
      <nav aria-label={t('nav.mobileMain')} className="flex h-full flex-col gap-1">
        <Link to="/busquedas" className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
          <Item icon={icon(Search)}>{t('nav.searches')}</Item>
        </Link>
        <button type="button" className={`${ITEM} ${NEUTRAL}`} onClick={onOpenFavorites}>
          <Item icon={icon(Heart)}>{t('nav.favorites')}</Item>
        </button>
        {onOpenNotifications ? (
          <button type="button" className={`${ITEM} ${NEUTRAL}`} onClick={onOpenNotifications}>
            <Item icon={icon(Bell)}>{t('nav.notifications')}</Item>
          </button>
        ) : null}
        <Link to="/suscripciones" className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
          <Item icon={icon(Crown)}>{t('nav.upgradePlan')}</Item>
        </Link>
        <Link to={isExpert ? '/expert-panel' : '/become-expert'} className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
          <Item icon={icon(isExpert ? BadgeCheck : UserRoundSearch)}>{isExpert ? t('nav.expertPanel') : t('nav.becomeExpert')}</Item>
        </Link>
        {user.role === 'Admin' ? (
          <Link to="/admin" className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
            <Item icon={icon(Shield)}>{t('nav.admin')}</Item>
          </Link>
        ) : null}
        <button type="button" className={`${ITEM} ${NEUTRAL}`} onClick={onOpenSettings}>
          <Item icon={icon(Settings)}>{t('nav.settings')}</Item>
        </button>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
          <Item icon={icon(LifeBuoy)}>{t('nav.helpCentre')}</Item>
        </a>
        <Link to="/suscripciones" className={`${ITEM} ${NEUTRAL}`} onClick={onClose}>
          <Item icon={icon(CreditCard)}>{t('nav.mySubscription')}</Item>
        </Link>
        <BalanceLink className={`${ITEM} ${NEUTRAL} [&>svg]:size-5 [&>svg]:text-neutral-500 dark:[&>svg]:text-neutral-400`} onNavigate={onClose} />

        <div className="mt-auto border-t border-neutral-200 pt-4 dark:border-neutral-800">
          <UserSummary user={user} className="mb-2 px-3" />
          <button type="button" className={`${ITEM} text-red-600 dark:text-red-400`} onClick={signOut}>
            <LogOut className="size-5" aria-hidden="true" />
            {t('nav.signOut')}
          </button>
        </div>
      </nav>
    </Dialog>
  );
}
