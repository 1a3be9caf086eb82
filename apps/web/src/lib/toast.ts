import { toast as sonner, type ExternalToast } from 'sonner';
import type { ReactNode } from 'react';

/** A leading emoji ("✅ ", "❌ ", "⚠️ ") that the spec puts before many toast texts. */
const LEADING_EMOJI = /^\p{Extended_Pictographic}/u;

export function hasLeadingEmoji(message: ReactNode): boolean {
  return typeof message === 'string' && LEADING_EMOJI.test(message);
}

type Show = (message: ReactNode, data?: ExternalToast) => string | number;

/** A text that brings its own emoji gets no second icon from sonner (`icon: null`): one icon per toast. */
const oneIcon =
  (show: Show): Show =>
  (message, data) =>
    show(message, hasLeadingEmoji(message) && data?.icon === undefined ? { ...data, icon: null } : data);

/**
 * sonner's toast, keeping the spec's strings as they are but never showing an icon next to their emoji.
 * Import toasts from here, not from 'sonner'.
 */
export const toast = Object.assign(oneIcon(sonner), {
  success: oneIcon(sonner.success),
  error: oneIcon(sonner.error),
  info: oneIcon(sonner.info),
  warning: oneIcon(sonner.warning),
  message: oneIcon(sonner.message),
  loading: sonner.loading,
  dismiss: sonner.dismiss,
  promise: sonner.promise,
  custom: sonner.custom,
});
