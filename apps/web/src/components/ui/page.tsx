import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageProps {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Standard page frame: centred column, optional title row. */
export function Page({ title, actions, children, className }: PageProps) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10', className)}>
      {title || actions ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          {title ? <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );
}
