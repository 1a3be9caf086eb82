import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

interface StarRatingProps {
  /** 0 to `max`; shown to the nearest half star. */
  value: number;
  max?: number;
  /** Accessible text; defaults to "Valoración X de 5". */
  label?: string;
  className?: string;
  starClassName?: string;
}

/** Rounds to the nearest half within 0..max. */
export function roundToHalf(value: number, max = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/** Read-only stars with half steps (full, half or empty), announced as one image. */
export function StarRating({ value, max = 5, label, className, starClassName }: StarRatingProps) {
  const { t } = useTranslation();
  const rounded = roundToHalf(value, max);
  const text = label ?? t('rating', { value: formatNumber(rounded, { decimals: 1 }), max });
  return (
    <span role="img" aria-label={text} title={text} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: max }, (_, index) => {
        const fill = rounded - index;
        const kind: 'full' | 'half' | 'empty' = fill >= 1 ? 'full' : fill >= 0.5 ? 'half' : 'empty';
        return (
          <span key={index} data-star={kind} className={cn('relative inline-flex size-4', starClassName)}>
            <Star aria-hidden="true" className="size-full text-neutral-300 dark:text-neutral-600" />
            {kind === 'full' ? (
              <Star aria-hidden="true" className="absolute inset-0 size-full fill-amber-400 text-amber-400" />
            ) : kind === 'half' ? (
              <StarHalf aria-hidden="true" className="absolute inset-0 size-full fill-amber-400 text-amber-400" />
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
