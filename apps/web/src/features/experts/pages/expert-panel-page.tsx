import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { MESSAGES } from '@ojeador/shared';
import { getAuthToken, signOut, useSession } from '@/lib/session';
import { useExpertProfile } from '../api/get-expert-profile';
import { ExpertProfileCard } from '../components/expert-profile-card';
import { HiresTab } from '../components/hires-tab';
import { PendingValidation } from '../components/pending-validation';
import { ServicesTab } from '../components/services-tab';
import { usePageTitle } from '@/lib/use-page-title';

type Tab = 'services' | 'hires';

/** /expert-panel: payment setup until the account is ready, then the profile and the two tabs. */
export function ExpertPanelPage() {
  usePageTitle('Panel de Experto');
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
        <Spinner className="size-8" label="Cargando perfil" />
      </div>
    );
  } else if (profile.isError) {
    content = !getAuthToken() ? (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p>{MESSAGES.sessionExpired}</p>
        <Button
          onClick={() => {
            signOut();
            void navigate('/');
          }}
        >
          Iniciar sesión
        </Button>
      </div>
    ) : (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p>Error al cargar el perfil: {profile.error.message}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else if (!profile.data.stripeAccountId) {
    content = <PendingValidation onboarding={params.get('onboarding')} />;
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <ExpertProfileCard profile={profile.data} name={session.user.name} />
        <div role="tablist" aria-label="Secciones del panel" className="flex gap-2 border-b border-neutral-200 dark:border-neutral-800">
          {(
            [
              ['services', 'Servicios'],
              ['hires', 'Contrataciones'],
            ] as const
          ).map(([id, label]) => (
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
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel">{tab === 'services' ? <ServicesTab expertProfileId={profile.data.id} /> : <HiresTab />}</div>
      </div>
    );
  }

  return <Page title="Panel de Experto">{content}</Page>;
}
