import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Heart, Menu, Search, Settings, Shield, UserRoundSearch } from 'lucide-react';
import type { SessionUser } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { IconButton, iconButtonClasses } from '@/components/ui/icon-button';
import { FavoritesDialog } from '@/features/favorites/components/favorites-dialog';
import { NotificationsButton } from '@/features/notifications/components/notifications-button';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';
import { SettingsDialog } from '@/features/settings/components/settings-dialog';
import { AvatarMenu } from './avatar-menu';
import { useAppTranslation } from '../i18n';
import { MobileMenu } from './mobile-menu';

type Panel = 'favorites' | 'notifications' | 'settings' | 'menu' | null;

/** Header actions of a signed-in, verified user: icons from md up, a slide-out menu below. */
export function UserActions({ user }: { user: SessionUser }) {
  const [panel, setPanel] = useState<Panel>(null);
  const { t } = useAppTranslation();
  const close = () => setPanel(null);
  const isExpert = user.role === 'Expert';

  return (
    <>
      <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
        <Link to="/busquedas" aria-label={t('nav.searches')} title={t('nav.searches')} className={iconButtonClasses}>
          <Search className="size-5" aria-hidden="true" />
        </Link>
        <IconButton aria-label={t('nav.favorites')} title={t('nav.favorites')} aria-haspopup="dialog" onClick={() => setPanel('favorites')}>
          <Heart className="size-5" aria-hidden="true" />
        </IconButton>
        {user.role === 'Admin' ? (
          <Link to="/admin" aria-label={t('nav.admin')} title={t('nav.admin')} className={iconButtonClasses}>
            <Shield className="size-5" aria-hidden="true" />
          </Link>
        ) : null}
        <IconButton aria-label={t('nav.settings')} title={t('nav.settings')} aria-haspopup="dialog" onClick={() => setPanel('settings')}>
          <Settings className="size-5" aria-hidden="true" />
        </IconButton>
        <Link to={isExpert ? '/expert-panel' : '/become-expert'} className={buttonClasses('secondary', 'sm', 'ml-1')}>
          {isExpert ? <BadgeCheck className="size-4" aria-hidden="true" /> : <UserRoundSearch className="size-4" aria-hidden="true" />}
          {isExpert ? t('nav.expertPanel') : t('nav.becomeExpert')}
        </Link>
      </nav>

      <NotificationsButton expanded={panel === 'notifications'} onClick={() => setPanel('notifications')} />

      <div className="ml-1 hidden md:block">
        <AvatarMenu user={user} />
      </div>
      <IconButton aria-label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={panel === 'menu'} className="md:hidden" onClick={() => setPanel('menu')}>
        <Menu className="size-6" aria-hidden="true" />
      </IconButton>

      <FavoritesDialog open={panel === 'favorites'} onClose={close} />
      <NotificationsPanel open={panel === 'notifications'} onClose={close} />
      <SettingsDialog open={panel === 'settings'} onClose={close} />
      <MobileMenu
        open={panel === 'menu'}
        onClose={close}
        user={user}
        onOpenFavorites={() => setPanel('favorites')}
        onOpenSettings={() => setPanel('settings')}
        onOpenNotifications={() => setPanel('notifications')}
      />
    </>
  );
}
