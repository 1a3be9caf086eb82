import { TriangleAlert } from 'lucide-react';
import { priceVerdictBadge, type Point, type PriceVerdictTone } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<PriceVerdictTone, string> = {
  good: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  fair: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
  dear: 'bg-orange-100 text-orange-800 ring-orange-600/20 dark:bg-orange-950 dark:text-orange-300 dark:ring-orange-400/30',
  warning: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
};

interface PriceVerdictBadgeProps {
  ad: { goodPoints?: Point[] | null; badPoints?: Point[] | null };
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * The price verdict at a glance ("Buen precio −14 %"), read from the ad's price point; nothing when the price was
 * not judged. Screen readers get the words spelt out, as a minus sign is not always read.
 */
export function PriceVerdictBadge({ ad, size = 'sm', className }: PriceVerdictBadgeProps) {
  const { t } = useTranslation();
  const badge = priceVerdictBadge(ad);
  if (!badge) return null;
  const { verdict, percent, tone } = badge;
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex max-w-full items-start gap-1 rounded-lg leading-tight font-semibold tabular-nums ring-1 ring-inset',
        size === 'lg' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs',
        TONES[tone],
        className,
      )}
    >
      {tone === 'warning' ? <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" /> : null}
      {/* Wraps rather than cuts on a phone's half-width card: the figure stays whole (a no-break space before %). */}
      <span aria-hidden="true">{t(`priceVerdict.${verdict}`, { percent })}</span>
      <span className="sr-only">{t(`priceVerdict.${verdict}Spoken`, { percent })}</span>
    </span>
  );
}
