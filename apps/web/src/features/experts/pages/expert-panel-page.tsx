import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getAuthToken, signOut, useSession } from '@/lib/session';
import { useExpertProfile } from '../api/get-expert-profile';
import { ExpertProfileCard } from '../components/expert-profile-card';
import { HiresTab } from '../components/hires-tab';
import { PendingValidation } from '../components/pending-validation';
import { ServicesTab } from '../components/services-tab';
import { usePageTitle } from '@/lib/use-page-title';
import { useExpertsTranslation } from '../i18n';

const TABS = ['services', 'hires'] as const;
type Tab = (typeof TABS)[number];
const ONBOARDING_PARAM = 'onboarding';

/** /expert-panel: payment setup until the account is ready, then the profile and the two tabs. */
export function ExpertPanelPage() {
  const { t } = useExpertsTranslation();
  usePageTitle(t('panel.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isExpert = session?.user.role === 'Expert';
  const profile = useExpertProfile(isExpert);
  const [tab, setTab] = useState<Tab>('services');

  if (!isExpert) return <Navigate to="/become-expert" replace />;

  let content;
  if (profile.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t('panel.loadingProfile')} />
      </div>
    );
  } else if (profile.isError) {
    content = !getAuthToken() ? (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p>{t('panel.sessionExpired')}</p>
        <Button
          onClick={() => {
            signOut();
            void navigate('/');
          }}
        >
          {t('panel.signIn')}
        </Button>
      </div>
    ) : (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p>{t('panel.profileFailed', { message: profile.error.message })}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          {t('panel.retry')}
        </Button>
      </div>
    );
  } else if (!profile.data.stripeAccountId) {
    content = <PendingValidation onboarding={params.get(ONBOARDING_PARAM)} />;
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <ExpertProfileCard profile={profile.data} name={session.user.name} />
        <div role="tablist" aria-label={t('panel.sections')} className="flex gap-2 border-b border-neutral-200 dark:border-neutral-800">
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              className={cn(
                'focus-ring -mb-px border-b-2 px-4 py-2 font-medium',
                tab === id ? 'border-brand-600 text-brand-700 dark:text-brand-300' : 'border-transparent text-neutral-600 dark:text-neutral-400',
              )}
            >
              {t(`panel.tabs.${id}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel">{tab === 'services' ? <ServicesTab expertProfileId={profile.data.id} /> : <HiresTab expertProfileId={profile.data.id} />}</div>
      </div>
    );
  }

  return <Page title={t('panel.title')}>{content}</Page>;
}
