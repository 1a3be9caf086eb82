import type { PointLanguage } from '../points/index.js';
import type { Notice, NoticeNames, NoticeWords } from './notice.js';
import { wordNoticeEn } from './words-en.js';
import { wordNoticeEs } from './words-es.js';

export * from './notice.js';
export { newMatchesBestLines, newMatchesSuspiciousLines, wordNewMatches } from './new-matches.js';

/** A notice's title and message in the reader's language; Spanish is the default and what the server stores. */
export const wordNotice = (notice: Notice, language: PointLanguage = 'es', names: NoticeNames = {}): NoticeWords =>
  language === 'en' ? wordNoticeEn(notice, names) : wordNoticeEs(notice, names);
