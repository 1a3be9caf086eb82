import { THEMES } from '@ojeador/shared';

export type Theme = (typeof THEMES)[number];

const THEME_KEY = 'theme';
let mediaCleanup: (() => void) | null = null;

export function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Toggles the `dark` class on <html>; `system` follows the OS and keeps following it. */
export function applyTheme(theme: Theme, persist = false): void {
  mediaCleanup?.();
  mediaCleanup = null;
  const root = document.documentElement;
  const update = () => root.classList.toggle('dark', theme === 'dark' || (theme === 'system' && systemPrefersDark()));
  update();
  if (theme === 'system' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', update);
    mediaCleanup = () => query.removeEventListener('change', update);
  }
  if (persist) {
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* storage unavailable: the theme still applies for this page */
    }
  }
}
