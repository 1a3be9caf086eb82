import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserStatus } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useUsers } from '../api/get-users';
import { useAdminTranslation } from '../i18n';
import { BlockUserDialog } from './block-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserRow } from './user-row';

const COLUMNS = ['user', 'id', 'role', 'status', 'plan', 'searches', 'joined'] as const;

const FILTER_DELAY_MS = 300;
const STATUS_FILTERS: readonly AdminUserStatus[] = ['all', 'active', 'blocked'];

/**
 * Users tab: text and status filter, the spec's table with each user's id and role (cards on a phone), pages of
 * ADMIN_USERS_PAGE_SIZE. "Notificar" hands the user to the send form (onNotify).
 */
export function UsersTab({ selfId, onNotify }: { selfId: number; onNotify: (user: AdminUser) => void }) {
  const { t } = useAdminTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminUserStatus>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [blocking, setBlocking] = useState<AdminUser | null>(null);

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
          <div className="md:overflow-x-auto md:rounded-xl md:border md:border-neutral-200 md:dark:border-neutral-800">
            <table className="block w-full text-left md:table md:min-w-[880px]">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead className="hidden bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-600 uppercase md:table-header-group dark:bg-neutral-900 dark:text-neutral-400">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2">
                      {t(`users.columns.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="flex flex-col gap-3 md:table-row-group">
                {users.data.users.map((user) => (
                  <UserRow key={user.id} user={user} isSelf={user.id === selfId} onBlock={setBlocking} onDelete={setDeleting} onNotify={onNotify} />
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
      <BlockUserDialog user={blocking} onClose={() => setBlocking(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </div>
  );
}
