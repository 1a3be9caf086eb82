import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon button has no visible text. */
  'aria-label': string;
  children: ReactNode;
}

export const iconButtonClasses =
  'focus-ring relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white';

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ className, children, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} className={cn(iconButtonClasses, className)} {...rest}>
      {children}
    </button>
  );
});
