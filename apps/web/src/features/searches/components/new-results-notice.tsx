import { ArrowUp } from 'lucide-react';
import { useSearchesTranslation } from '../i18n';

/** The anchor above the results that "Ver" brings into view. */
export const RESULTS_TOP_ID = 'resultados';

interface NewResultsNoticeProps {
  /** The search's results now (GET /api/Search/{id}, polled while the page is open). */
  resultCount: number | undefined;
  /** The results the page shows were read when the search had this many (null: not comparable, e.g. filtered). */
  shownCount: number | null;
  onShow: () => void;
}

/**
 * "3 anuncios nuevos · Ver": results stored since the page read its list. A floating pill, so nothing moves under the
 * reader; the list changes only when they ask for it.
 */
export function NewResultsNotice({ resultCount, shownCount, onShow }: NewResultsNoticeProps) {
  const { t } = useSearchesTranslation();
  const fresh = resultCount !== undefined && shownCount !== null ? resultCount - shownCount : 0;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4">
      {fresh > 0 ? (
        <button
          type="button"
          onClick={() => {
            onShow();
            document.getElementById(RESULTS_TOP_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          className="focus-ring pointer-events-auto inline-flex items-center gap-2 rounded-full bg-neutral-900 px-4 py-2.5 text-sm font-medium text-white shadow-lg hover:bg-neutral-800 dark:bg-white dark:text-neutral-950 dark:hover:bg-neutral-200"
        >
          <ArrowUp className="size-4" aria-hidden="true" />
          {t('live.fresh', { count: fresh })}
          <span aria-hidden="true">·</span>
          <span className="underline underline-offset-2">{t('live.show')}</span>
        </button>
      ) : null}
    </div>
  );
}
