import type { PriceCeiling } from '@ojeador/shared';
import { useTranslation } from '@/lib/i18n';
import { formatEuros } from '@/lib/format';
import { cn } from '@/lib/cn';

interface PriceCeilingNoteProps {
  /** From `priceCeiling(range, preferences, category)`. */
  ceiling: PriceCeiling;
  minPrice: number | null;
  className?: string;
}

/**
 * Says where a search's maximum price comes from when its description states one: taken
 * from the description when the range has none, or which one rules when both exist and disagree.
 */
export function PriceCeilingNote({ ceiling, minPrice, className }: PriceCeilingNoteProps) {
  const { t } = useTranslation();
  const euros = (value: number) => formatEuros(value, { whole: true });
  let text: string | null = null;
  if (ceiling.from === 'description' && ceiling.maxPrice !== null) {
    text = t('preferences.priceRule.fromDescription', { value: euros(ceiling.maxPrice) });
  } else if (ceiling.overruled !== null) {
    const description = euros(ceiling.overruled);
    if (ceiling.maxPrice !== null) text = t('preferences.priceRule.rangeMax', { range: euros(ceiling.maxPrice), description });
    else if (minPrice !== null) text = t('preferences.priceRule.rangeMin', { range: euros(minPrice), description });
  }
  if (text === null) return null;
  return <span className={cn('block text-xs font-normal text-neutral-500 dark:text-neutral-400', className)}>{text}</span>;
}
