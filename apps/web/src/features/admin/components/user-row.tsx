import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Ban, BellRing, LockOpen, Trash2 } from 'lucide-react';
import type { AdminUser } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useToggleBlock } from '../api/toggle-block';
import { useAdminTranslation } from '../i18n';

/** On a phone each row is a card: a cell shows its column's name before the value (the header row is hidden). */
const rowClasses =
  'grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-neutral-200 p-3 md:table-row md:rounded-none md:border-0 md:border-t md:p-0 dark:border-neutral-800';
const cellClasses = 'min-w-0 md:table-cell md:px-3 md:py-3';

function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn(cellClasses, className)}>
      {label ? <span className="block text-xs font-semibold text-neutral-600 md:hidden dark:text-neutral-400">{label}</span> : null}
      {children}
    </td>
  );
}

function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        blocked ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
      )}
    >
      {blocked ? t('users.blocked') : t('users.active')}
    </span>
  );
}

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  onBlock: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onNotify: (user: AdminUser) => void;
}

/** One user: a block asks for a reason first (onBlock), an unblock goes at once. */
export function UserRow({ user, isSelf, onBlock, onDelete, onNotify }: UserRowProps) {
  const { t } = useAdminTranslation();
  const names = useCatalogNames();
  const unblock = useToggleBlock();
  const blockTitle = user.isBlocked ? t('users.unblockUser') : t('users.blockUser');
  function onToggle() {
    if (!user.isBlocked) return onBlock(user);
    unblock.mutate(
      { userId: user.id },
      {
        onSuccess: () => toast.success(t('users.statusUpdated')),
        onError: (error) => toast.error(t('users.statusFailed'), { description: errorMessage(error, '') || undefined }),
      },
    );
  }
  return (
    <tr className={rowClasses}>
      <Cell className="col-span-2">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <div className="truncate font-medium">{user.name}</div>
            <div className="truncate text-sm text-neutral-600 dark:text-neutral-400">{user.email}</div>
          </div>
        </div>
      </Cell>
      <Cell label={t('users.columns.id')} className="text-sm tabular-nums">
        {user.id}
      </Cell>
      <Cell label={t('users.columns.role')} className="text-sm">
        {t(`users.roles.${user.role}`)}
      </Cell>
      <Cell label={t('users.columns.status')}>
        <StatusBadge blocked={user.isBlocked} />
      </Cell>
      <Cell label={t('users.columns.plan')} className="text-sm">
        {names.plan(user.subscriptionPlanCode, user.subscriptionPlan)}
      </Cell>
      <Cell label={t('users.columns.searches')} className="text-sm md:whitespace-nowrap">
        {t('users.activeSearches', { count: user.searchCount })}
      </Cell>
      <Cell label={t('users.columns.joined')} className="text-sm md:whitespace-nowrap">
        {formatDate(user.createdAt)}
      </Cell>
      <Cell className="col-span-2">
        <div className="flex flex-wrap items-center justify-end gap-1">
          <Button
            variant="secondary"
            size="sm"
            icon={<BellRing className="size-4" aria-hidden="true" />}
            aria-label={t('users.notifyUser', { name: user.name })}
            onClick={() => onNotify(user)}
          >
            {t('users.notify')}
          </Button>
          <IconButton aria-label={blockTitle} title={blockTitle} onClick={onToggle} disabled={isSelf || unblock.isPending}>
            {unblock.isPending ? (
              <Spinner className="size-4" />
            ) : user.isBlocked ? (
              <LockOpen className="size-5" aria-hidden="true" />
            ) : (
              <Ban className="size-5" aria-hidden="true" />
            )}
          </IconButton>
          <IconButton
            aria-label={t('users.deleteUser')}
            title={t('users.deleteUser')}
            onClick={() => onDelete(user)}
            disabled={isSelf}
            className="text-red-600 hover:text-red-700 dark:text-red-400"
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
      </Cell>
    </tr>
  );
}
