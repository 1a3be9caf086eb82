import { useState } from 'react';
import { cn } from '@/lib/cn';

interface AvatarProps {
  name: string;
  pictureUrl?: string | null;
  className?: string;
}

/** Profile picture, or the name's initial when there is none (or it fails to load). */
export function Avatar({ name, pictureUrl, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white select-none dark:bg-brand-500 dark:text-neutral-950',
        className,
      )}
      aria-hidden="true"
    >
      {pictureUrl && !failed ? (
        <img src={pictureUrl} alt="" referrerPolicy="no-referrer" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}
