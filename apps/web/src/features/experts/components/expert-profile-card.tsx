import { Briefcase, CalendarDays, UserRound } from 'lucide-react';
import type { ExpertProfile } from '@ojeador/shared';
import { formatDate } from '@/lib/format';
import { useExpertsTranslation } from '../i18n';
import { ExpertBadge } from './expert-badge';

/** Picture, name, "Experto Verificado" or "Nuevo experto", description, member since and the two counts. */
export function ExpertProfileCard({ profile, name }: { profile: ExpertProfile; name: string }) {
  const { t } = useExpertsTranslation();
  return (
    <section
      aria-label={t('profile.label')}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6 sm:flex-row dark:border-neutral-800 dark:bg-neutral-900"
    >
      {profile.profilePictureUrl ? (
        <img
          referrerPolicy="no-referrer"
          src={profile.profilePictureUrl}
          alt={t('profile.photoOf', { name })}
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-400 dark:bg-neutral-800" aria-hidden="true">
          <UserRound className="size-10" />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold">{name}</h2>
          <ExpertBadge verified={profile.verified} />
        </div>
        <p className="text-neutral-700 dark:text-neutral-300">{profile.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-neutral-500 dark:text-neutral-400">
          <CalendarDays className="size-4" aria-hidden="true" /> {t('profile.memberSince', { date: formatDate(profile.createdAt) })}
        </p>
        <dl className="mt-1 flex gap-6 text-sm">
          <div>
            <dt className="text-neutral-500 dark:text-neutral-400">{t('profile.activeServices')}</dt>
            <dd className="text-lg font-semibold">{profile.activeServices}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-neutral-500 dark:text-neutral-400">
              <Briefcase className="size-4" aria-hidden="true" /> {t('profile.activeHires')}
            </dt>
            <dd className="text-lg font-semibold">{profile.activeHires}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
