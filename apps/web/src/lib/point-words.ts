import { wordPoint, type Point, type PointLanguage } from '@ojeador/shared';
import { useMemo } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, useTranslation } from '@/lib/i18n';

export type PointWords = {
  /** An ad's good or bad points in the reader's language; the server's Spanish texts for results stored before codes. */
  list: (points: readonly Point[] | null | undefined, texts: readonly string[]) => readonly string[];
  one: (point: Point | null | undefined, text: string | null) => string | null;
};

/** Points worded from their codes and values in the reader's language (decision 031). */
export function usePointWords(): PointWords {
  const language = usePointLanguage();
  return useMemo(
    () => ({
      list: (points, texts) => (points ? points.map((point) => wordPoint(point, language)) : texts),
      one: (point, text) => (point ? wordPoint(point, language) : text),
    }),
    [language],
  );
}

/** The reader's language for points and their references. */
export function usePointLanguage(): PointLanguage {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}
