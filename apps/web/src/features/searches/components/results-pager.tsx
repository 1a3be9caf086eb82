import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSearchesTranslation } from '../i18n';

interface ResultsPagerProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * Under the grid: the live count "Mostrando N de M", a sentinel that asks for the next page as the customer
 * scrolls near it (before the end comes into view, so the grid only grows below), and "Cargar más" for the
 * keyboard, screen readers and browsers without IntersectionObserver. After a failed page the sentinel waits
 * for the button. After the button, the sentinel waits until it has left the view once: the browser keeps the
 * focused button (and the sentinel beside it) in view as the page grows, which would otherwise load page after
 * page on one press.
 */
export function ResultsPager({ shown, total, hasMore, loading, failed, onLoadMore }: ResultsPagerProps) {
  const { t } = useSearchesTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  const armed = useRef(true);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  const watching = hasMore && !loading && !failed;
  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (!inView) armed.current = true;
        else if (armed.current) loadMore.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <div ref={sentinel} data-testid="results-sentinel" aria-hidden="true" className="h-px w-full" />
      <p aria-live="polite" aria-atomic="true" data-testid="results-shown" className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('results.shown', { shown, total })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('results.loadMoreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        // Stays enabled while loading, so keyboard focus is not lost; a second press waits for the page.
        <Button
          variant="secondary"
          onClick={() => {
            if (loading) return;
            armed.current = false;
            onLoadMore();
          }}
          aria-busy={loading || undefined}
          icon={loading ? <Spinner className="size-4" /> : undefined}
          className="w-full sm:w-auto"
        >
          {t('results.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
