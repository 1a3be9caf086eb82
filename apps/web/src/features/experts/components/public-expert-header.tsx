import { CalendarDays, Star, Trophy, UserRound } from 'lucide-react';
import type { PublicExpert } from '@ojeador/shared';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate, formatNumber } from '@/lib/format';
import { useExpertsTranslation } from '../i18n';
import { ExpertBadge } from './expert-badge';

/** Photo, name, badge, description, member since, completed hires and the average rating. */
export function PublicExpertHeader({ expert }: { expert: PublicExpert }) {
  const { t } = useExpertsTranslation();
  return (
    <section
      aria-labelledby="public-expert-name"
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6 sm:flex-row dark:border-neutral-800 dark:bg-neutral-900"
    >
      {expert.photoUrl ? (
        <img
          referrerPolicy="no-referrer"
          src={expert.photoUrl}
          alt={t('profile.photoOf', { name: expert.name })}
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-500 dark:bg-neutral-800" aria-hidden="true">
          <UserRound className="size-10" />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="public-expert-name" className="text-xl font-semibold">
            {expert.name}
          </h2>
          <ExpertBadge verified={expert.verified} />
        </div>
        <p className="whitespace-pre-line text-neutral-700 dark:text-neutral-300">{expert.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-neutral-600 dark:text-neutral-400">
          <CalendarDays className="size-4" aria-hidden="true" /> {t('profile.memberSince', { date: formatDate(expert.memberSince) })}
        </p>
        <dl className="mt-1 flex flex-wrap gap-6 text-sm">
          <div>
            <dt className="flex items-center gap-1 text-neutral-600 dark:text-neutral-400">
              <Trophy className="size-4" aria-hidden="true" /> {t('public.completedHires')}
            </dt>
            <dd className="text-lg font-semibold">{expert.completedHires}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-neutral-600 dark:text-neutral-400">
              <Star className="size-4" aria-hidden="true" /> {t('public.averageRating')}
            </dt>
            <dd className="flex items-center gap-2 text-lg font-semibold">
              {expert.averageRating === null ? (
                <span className="text-base font-normal">{t('public.noRatings')}</span>
              ) : (
                <>
                  {formatNumber(expert.averageRating, { decimals: 1, fixed: true })}
                  <StarRating value={expert.averageRating} />
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
