export const FEED_SOURCE_NAME = 'feed';

/** FEED_FILES is a comma-separated list of paths and URLs. */
export function parseFeedLocations(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const isUrlLocation = (location: string): boolean => /^https?:\/\//i.test(location);

/** A location as logs and the administrator see it: a URL's query string (often a key) replaced by `?…`. */
export function redactLocation(location: string): string {
  return location.replace(/^(https?:\/\/[^?#\s]*)[?#]\S*/i, '$1?…');
}

/** Any text naming feed URLs (an error message), with their query strings redacted. */
export function redactUrls(text: string): string {
  return text.replace(/(https?:\/\/[^?#\s"']*)[?#][^\s"']*/gi, '$1?…');
}
