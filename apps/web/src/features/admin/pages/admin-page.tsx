import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AdminUser } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMe } from '../api/get-me';
import { DisputesTab } from '../components/disputes-tab';
import { MoneyHistory } from '../components/money-history';
import { NotificationHistory } from '../components/notification-history';
import { SendNotificationForm } from '../components/send-notification-form';
import { SourcesTab } from '../components/sources-tab';
import { UsersTab } from '../components/users-tab';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminTranslation } from '../i18n';

const TABS = [{ id: 'users' }, { id: 'notifications' }, { id: 'sources' }, { id: 'disputes' }] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * /admin (spec 001): the server confirms the session is the admin's ("Cargando..." meanwhile; anyone else
 * goes to /), then the Users, Notifications, Sources and Disputes tabs. The tab is kept in `?tab=`.
 */
export function AdminPage() {
  const { t } = useAdminTranslation();
  usePageTitle(t('pageTitle'));
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const current: TabId = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'users';
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ users: null, notifications: null, disputes: null, sources: null });
  // The user a "Notificar" in the table chose; the send form starts with their id.
  const [recipient, setRecipient] = useState<Pick<AdminUser, 'id' | 'name'> | null>(null);

  if (me.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center gap-2 text-neutral-600 dark:text-neutral-400" role="status">
        <Spinner className="size-6 text-brand-600" />
        {t('loading')}
      </div>
    );
  }
  if (me.isError || me.data.role !== 'Admin') return <Navigate to="/" replace />;

  const select = (tab: TabId, to: Pick<AdminUser, 'id' | 'name'> | null = null) => {
    setRecipient(to);
    setParams(tab === 'users' ? {} : { tab }, { replace: true });
  };
  const notify = (user: AdminUser) => select('notifications', { id: user.id, name: user.name });
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length].id;
    select(tab);
    tabRefs.current[tab]?.focus();
  }

  return (
    <Page
      title={t('title')}
      actions={
        <Button
          variant="secondary"
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
        >
          {t('back')}
        </Button>
      }
    >
      <div
        role="tablist"
        aria-label={t('title')}
        onKeyDown={onTabKey}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-neutral-200 dark:border-neutral-800"
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-controls={`admin-panel-${tab.id}`}
            aria-selected={current === tab.id}
            tabIndex={current === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            className={cn(
              'focus-ring -mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
              current === tab.id
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            )}
          >
            {t(`tabs.${tab.id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${current}`} aria-labelledby={`admin-tab-${current}`}>
        {current === 'users' ? (
          <>
            <UsersTab selfId={me.data.id} onNotify={notify} />
            <MoneyHistory />
          </>
        ) : null}
        {current === 'notifications' ? (
          <div className="flex flex-col gap-8">
            <SendNotificationForm recipient={recipient} />
            <NotificationHistory />
          </div>
        ) : null}
        {current === 'disputes' ? <DisputesTab /> : null}
        {current === 'sources' ? <SourcesTab /> : null}
      </div>
    </Page>
  );
}
