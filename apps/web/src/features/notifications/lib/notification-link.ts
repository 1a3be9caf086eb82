import { isSafeSitePath, publicUrlProblem } from '@ojeador/shared';

/** Where a notification's url leads: a path inside the app, another site (new tab), or nowhere usable. */
export type NotificationLink = { internal: true; to: string } | { internal: false; href: string };

/**
 * Paths and same-origin URLs stay in the app; public http(s) URLs open in a new tab; anything else is
 * dropped. A path must be a plain site path: `//host`, `/\host`, `/%5Chost` and the like would leave.
 */
export function resolveNotificationLink(url: string | null | undefined, origin: string = window.location.origin): NotificationLink | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') || value.startsWith('\\')) return isSafeSitePath(value) ? { internal: true, to: value } : null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin) {
    const to = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return isSafeSitePath(to) ? { internal: true, to } : null;
  }
  return publicUrlProblem(value) === null ? { internal: false, href: parsed.href } : null;
}
