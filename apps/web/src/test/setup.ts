import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import { forgetLastSignOut } from '@/lib/session';

// Lazy route chunks are transformed on first use; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that the app (or sonner / react-router) touch.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (typeof URL.createObjectURL !== 'function') URL.createObjectURL = () => 'blob:preview';
if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// A key missing from the catalogues fails the test that rendered it (i18next reports misses only when saving them).
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.on('missingKey', (languages: readonly string[], namespace: string, key: string) => missingKeys.push(`${languages.join(',')}:${namespace}:${key}`));

// jsdom says its language is en-US; the app's tests read the Spanish default unless a test switches.
beforeEach(async () => {
  localStorage.clear();
  // A sign-out in the previous file would still count as "just now" for the guards.
  forgetLastSignOut();
  await setLanguage('es', { remember: false });
});

afterEach(() => {
  // The files of a worker share one document and module graph (isolate: false in vitest.config.ts): sonner keeps its
  // toasts in a module-level store and replays the active ones to the next Toaster, so end them all here.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  const missing = missingKeys.splice(0);
  if (missing.length > 0) throw new Error(`Missing catalogue keys: ${missing.join(', ')}`);
});
