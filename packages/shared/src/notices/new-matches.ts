import { formatEuros, formatInteger } from '../format.js';
import { wordPoint, type PointLanguage } from '../points/index.js';
import type { MatchReason, Notice, NoticeWords } from './notice.js';

/**
 * The words of a new-matches digest, in Spanish and English: one line per best ad with the good point that
 * makes it worth a look, and a warning line per ad whose price looks like a scam.
 */

type NewMatchesNotice = Extract<Notice, { code: 'newMatches' }>;

const enEuros = (value: number): string => `€${Math.round(value).toLocaleString('en-GB')}`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const WORDS = {
  es: {
    euros: (value: number) => formatEuros(value, { whole: true }),
    title: (count: number, search: string) => `${count} ${plural(count, 'anuncio nuevo', 'anuncios nuevos')} para «${search}»`,
    suspectTitle: (count: number, search: string) => `${count} ${plural(count, 'anuncio nuevo', 'anuncios nuevos')} para «${search}», con precio sospechoso`,
    below: (percent: number) => `un ${formatInteger(percent)} % por debajo de su precio justo`,
    allWishes: 'cumple todo lo que pides',
    warning: { fraud: '⚠️ precio sospechoso: compruébalo antes de pagar', veryLow: '⚠️ precio muy bajo: compruébalo antes de pagar' },
  },
  en: {
    euros: enEuros,
    title: (count: number, search: string) => `${count} new ${plural(count, 'ad', 'ads')} for “${search}”`,
    suspectTitle: (count: number, search: string) => `${count} new ${plural(count, 'ad', 'ads')} for “${search}”, with a suspicious price`,
    below: (percent: number) => `${Math.round(percent)}% below its fair price`,
    allWishes: 'meets everything you ask for',
    warning: { fraud: '⚠️ suspicious price: check it before paying', veryLow: '⚠️ very low price: check it before paying' },
  },
} as const;

/** Why an ad is worth a look, short: a price below its fair price, every wish met, else the good point as the ad page words it. */
function wordReason(point: MatchReason, language: PointLanguage): string {
  if (point.code === 'allWishes') return WORDS[language].allWishes;
  if (point.code === 'price' && point.verdict === 'below') return WORDS[language].below(point.percent);
  return wordPoint(point, language);
}

/** "1. Seat León · 12.500 € · 84/100 · un 14 % por debajo de su precio justo". */
export const newMatchesBestLines = (notice: NewMatchesNotice, language: PointLanguage = 'es'): string[] =>
  notice.best.map((ad, i) => {
    const line = `${i + 1}. ${ad.title} · ${WORDS[language].euros(ad.price)} · ${ad.score}/100`;
    return ad.reason ? `${line} · ${wordReason(ad.reason, language)}` : line;
  });

/** "Seat León · 8.950 € · ⚠️ precio sospechoso: compruébalo antes de pagar". */
export const newMatchesSuspiciousLines = (notice: NewMatchesNotice, language: PointLanguage = 'es'): string[] =>
  (notice.suspicious ?? []).map((ad) => `${ad.title} · ${WORDS[language].euros(ad.price)} · ${WORDS[language].warning[ad.verdict]}`);

/** The digest's title (also the e-mail's subject) and message; a digest with no ad worth a look says the new ones look suspicious. */
export function wordNewMatches(notice: NewMatchesNotice, language: PointLanguage = 'es'): NoticeWords {
  const words = WORDS[language];
  const onlySuspects = notice.best.length === 0 && (notice.suspicious?.length ?? 0) > 0;
  return {
    title: (onlySuspects ? words.suspectTitle : words.title)(notice.count, notice.search),
    message: [...newMatchesBestLines(notice, language), ...newMatchesSuspiciousLines(notice, language)].join('\n'),
  };
}
