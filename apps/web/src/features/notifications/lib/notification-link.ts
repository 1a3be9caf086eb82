/** Where a notification's url leads: a path inside the app, another site (new tab), or nowhere usable. */
export type NotificationLink = { internal: true; to: string } | { internal: false; href: string };

/** Paths and same-origin URLs stay in the app; other http(s) URLs open in a new tab; anything else is dropped. */
export function resolveNotificationLink(url: string | null | undefined, origin: string = window.location.origin): NotificationLink | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: true, to: value };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin) return { internal: true, to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { internal: false, href: parsed.href };
}
