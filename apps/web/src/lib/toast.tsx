import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner is not needed to paint the first page, so it is its own chunk (the budget of `/`): the app mounts its
 * Toaster lazily and a toast raised before the chunk arrives is shown once it has.
 */
export const loadSonner = (() => {
  let loading: Promise<typeof SonnerModule> | null = null;
  return () => (loading ??= import('sonner'));
})();

/** sonner's Toaster drops what was raised before it subscribed: toasts wait for it to be on screen. */
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

function SignalMounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

const LazyToaster = lazy(async () => {
  const sonner = await loadSonner();
  return {
    default: (props: ToasterProps) => (
      <>
        <sonner.Toaster {...props} />
        <SignalMounted />
      </>
    ),
  };
});

/** Where toasts appear; mount it once. */
export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

/** A leading emoji ("✅ ", "❌ ", "⚠️ ") that the spec puts before many toast texts. */
const LEADING_EMOJI = /^\p{Extended_Pictographic}/u;

export function hasLeadingEmoji(message: ReactNode): boolean {
  return typeof message === 'string' && LEADING_EMOJI.test(message);
}

type Sonner = Awaited<ReturnType<typeof loadSonner>>['toast'];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';
type Show = (message: ReactNode, data?: ExternalToast) => void;

/** A text that brings its own emoji gets no second icon from sonner (`icon: null`): one icon per toast. */
const show =
  (pick: (sonner: Sonner) => (message: ReactNode, data?: ExternalToast) => unknown): Show =>
  (message, data) => {
    const options = hasLeadingEmoji(message) && data?.icon === undefined ? { ...data, icon: null } : data;
    void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => pick(toast)(message, options));
  };

const kind = (name: Kind) => show((sonner) => sonner[name]);

/**
 * The app's toasts, keeping the spec's strings as they are but never showing an icon next to their emoji.
 * Import toasts from here, not from 'sonner'.
 */
export const toast = Object.assign(
  show((sonner) => sonner),
  {
    success: kind('success'),
    error: kind('error'),
    info: kind('info'),
    warning: kind('warning'),
    message: kind('message'),
    dismiss: (id?: string | number) => void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => toast.dismiss(id)),
  },
);
