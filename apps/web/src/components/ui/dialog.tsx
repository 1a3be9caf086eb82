import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';
import { useTranslation } from '@/lib/i18n';

export type DialogVariant = 'center' | 'right' | 'left';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  description?: string;
  variant?: DialogVariant;
  /** Max width of a centred dialog. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

const PANEL: Record<DialogVariant, string> = {
  center: 'relative m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl',
  right: 'fixed inset-y-0 right-0 h-dvh w-full max-w-sm sm:max-w-md',
  left: 'fixed inset-y-0 left-0 h-dvh w-[85%] max-w-xs',
};

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Modal dialog or side panel: portal, Escape and backdrop close it, Tab stays inside,
 * focus returns to the opener on close, the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  variant = 'center',
  size = 'md',
  initialFocusRef,
  children,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? (focusables(panel)[0] ?? panel) : null);
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="fixed inset-0 bg-neutral-950/50 backdrop-blur-[2px]"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'z-10 flex flex-col overflow-hidden bg-white shadow-2xl outline-none dark:bg-neutral-900',
          PANEL[variant],
          variant === 'center' && SIZES[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-4 dark:border-neutral-800">
          <div className={cn(hideTitle && 'sr-only')}>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                {description}
              </p>
            ) : null}
          </div>
          <IconButton aria-label={t('actions.close')} onClick={() => onCloseRef.current()} className="-mr-2 -mt-1 ml-auto">
            <X className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
