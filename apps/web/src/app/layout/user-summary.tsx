import type { SessionUser } from '@ojeador/shared';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** The signed-in user's picture, name and e-mail, as shown at the top of the menus. */
export function UserSummary({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Avatar name={user.name} pictureUrl={user.pictureUrl} className="size-10" />
      <div className="min-w-0">
        <p className="truncate font-semibold">{user.name}</p>
        <p className="truncate text-sm text-neutral-500 dark:text-neutral-400">{user.email}</p>
      </div>
    </div>
  );
}
