import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export type ScoreTone = 'green' | 'yellow' | 'red';

/** Spec 000 section 9: 70 or more green, 50 or more yellow, else red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 70) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

const TONES: Record<ScoreTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20 dark:bg-yellow-950 dark:text-yellow-300 dark:ring-yellow-400/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
};

interface ScoreBadgeProps {
  score: number;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * The ad's 0-100 score in the colour of its band, the one way a score is shown: cards, the ad page and favourites
 * (docs/design.md section 11: no stars, no percent).
 */
export function ScoreBadge({ score, size = 'sm', className }: ScoreBadgeProps) {
  const { t } = useTranslation();
  const tone = scoreTone(score);
  return (
    <span
      data-testid="score"
      data-tone={tone}
      title={t('score.label', { score })}
      className={cn(
        'inline-flex items-baseline gap-0.5 rounded-full font-bold tabular-nums ring-1 ring-inset',
        size === 'lg' ? 'px-3 py-1 text-lg' : 'px-2 py-0.5 text-xs',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true">{score}</span>
      <span aria-hidden="true" className={cn('font-medium opacity-70', size === 'lg' ? 'text-xs' : 'text-[0.625rem]')}>
        /100
      </span>
      <span className="sr-only">{t('score.label', { score })}</span>
    </span>
  );
}
