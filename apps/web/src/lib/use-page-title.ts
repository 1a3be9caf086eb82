import { useEffect } from 'react';

export const SITE_NAME = 'Ojeador';

/** "Mis búsquedas · Ojeador"; the bare site name when there is no title (yet). */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the document title for the page on screen. Every route calls it once; pages whose title comes from data
 * (a search, an ad) pass null until it arrives.
 */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
