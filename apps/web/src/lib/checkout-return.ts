/*
 * Where to go back to after a top-up that was started to pay for something (the creation flow's summary step, a
 * hire waiting for its payment). The provider returns to /success; that page reads this once and leads back.
 */
const RETURN_KEY = 'ojeador.checkoutReturn';

export function rememberCheckoutReturn(path: string) {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage blocked: the success page simply offers its usual links.
  }
}

/** The remembered path (a same-site path only), removed as it is read. */
export function takeCheckoutReturn(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
