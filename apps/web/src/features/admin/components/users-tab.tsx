import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Ban, ChevronLeft, ChevronRight, LockOpen, Search, Trash2 } from 'lucide-react';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserStatus } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useUsers } from '../api/get-users';
import { useToggleBlock } from '../api/toggle-block';
import { useAdminTranslation } from '../i18n';
import { DeleteUserDialog } from './delete-user-dialog';

const FILTER_DELAY_MS = 300;
const STATUS_FILTERS: readonly AdminUserStatus[] = ['all', 'active', 'blocked'];

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

function UserRow({ user, isSelf, onDelete }: { user: AdminUser; isSelf: boolean; onDelete: (user: AdminUser) => void }) {
  const { t } = useAdminTranslation();
  const toggle = useToggleBlock();
  const blockTitle = user.isBlocked ? t('users.unblockUser') : t('users.blockUser');
  function onToggle() {
    toggle.mutate(user.id, {
      onSuccess: () => toast.success(t('users.statusUpdated')),
      onError: (error) => toast.error(t('users.statusFailed'), { description: errorMessage(error, '') || undefined }),
    });
  }
  return (
    <tr className="border-t border-neutral-200 dark:border-neutral-800">
      <td className="px-3 py-3">
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
      </td>
      <td className="px-3 py-3">
        <StatusBadge blocked={user.isBlocked} />
      </td>
      <td className="px-3 py-3 text-sm">{user.subscriptionPlan}</td>
      <td className="px-3 py-3 text-sm whitespace-nowrap">{t('users.activeSearches', { count: user.searchCount })}</td>
      <td className="px-3 py-3 text-sm whitespace-nowrap">{formatDate(user.createdAt)}</td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-1">
          <IconButton aria-label={blockTitle} title={blockTitle} onClick={onToggle} disabled={isSelf || toggle.isPending}>
            {toggle.isPending ? (
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
      </td>
    </tr>
  );
}

/** Users tab: text and status filter, the spec's table, pages of ADMIN_USERS_PAGE_SIZE. */
export function UsersTab({ selfId }: { selfId: number }) {
  const { t } = useAdminTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminUserStatus>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  // Only a changed filter goes back to page 1 (the first run, on mount, must not undo an early "Next").
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  const users = useUsers({ q, status, page, pageSize: ADMIN_USERS_PAGE_SIZE });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  // Deleting the only user of a page leaves it empty: step back a page.
  const onDeleted = () => {
    if (page > 1 && users.data?.users.length === 1) setPage(page - 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('users.search')}
          <span className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400" aria-hidden="true" />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('users.searchPlaceholder')}
              className={cn(inputClasses, 'pl-9')}
            />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium sm:w-44">
          {t('users.status')}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as AdminUserStatus);
              setPage(1);
            }}
            className={inputClasses}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`users.statusFilter.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {users.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-neutral-600 dark:text-neutral-400">
          <Spinner className="size-4" />
          {t('users.loading')}
        </p>
      ) : users.isError ? (
        <LoadErrorState title={t('users.loadFailed')} error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          {t('users.empty')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
            <table className="w-full min-w-[720px] text-left">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:bg-neutral-900 dark:text-neutral-400">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('users.columns.user')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('users.columns.status')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('users.columns.plan')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('users.columns.searches')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('users.columns.joined')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <UserRow key={user.id} user={user} isSelf={user.id === selfId} onDelete={setDeleting} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('users.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span className="text-neutral-600 dark:text-neutral-400">{t('users.total', { count: users.data.total, page, pages })}</span>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                icon={<ChevronLeft className="size-4" aria-hidden="true" />}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('users.previous')}
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('users.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </div>
  );
}
