import { BadgeCheck, Sparkles } from 'lucide-react';
import { useExpertsTranslation } from '../i18n';

/** "Experto Verificado" once the server says so (payment account ready and a completed hire); "Nuevo experto" before. */
export function ExpertBadge({ verified }: { verified: boolean }) {
  const { t } = useExpertsTranslation();
  if (!verified) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-200">
        <Sparkles className="size-4" aria-hidden="true" /> {t('profile.newExpert')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-200">
      <BadgeCheck className="size-4" aria-hidden="true" /> {t('profile.verified')}
    </span>
  );
}
