/**
 * Where a redirect of the app may send the browser: the target resolved against the app's own origin
 * (PUBLIC_URL's) exactly as a browser resolves a `Location` (tabs and newlines dropped, backslashes read as
 * slashes), kept only when it stays on that origin; anything else goes to `/`. The answer is a path with its
 * query and fragment, so the visitor stays on the host they came in by.
 */
export function safeRedirectPath(target: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.com" resolves to the path "//evil.com", which a browser reads as another host.
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
