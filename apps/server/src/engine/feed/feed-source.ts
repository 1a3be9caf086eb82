export const FEED_SOURCE_NAME = 'feed';

/** FEED_FILES is a comma-separated list of paths and URLs. */
export function parseFeedLocations(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const isUrlLocation = (location: string): boolean => /^https?:\/\//i.test(location);
