import { Spinner } from '@/components/ui/spinner';

/** 'Loading notifications...' (also the fallback while the list's chunk loads). */
export function NotificationsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-neutral-600 dark:text-neutral-400">
      <Spinner className="text-brand-600" />
      {label}
    </div>
  );
}
