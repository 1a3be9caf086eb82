import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { AdminUserMoney } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { NumberField } from '@/components/ui/number-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatEuros } from '@/lib/format';
import { useUserMoney } from '../api/get-user-money';
import { useWithdrawUserBalance } from '../api/withdraw-user-balance';
import { toast } from '@/lib/toast';
import { useAdminTranslation } from '../i18n';

/** The balances shown, in the order a customer reads them. */
const BALANCE_KINDS = ['available', 'held', 'earned'] as const;

function MoneyDetails({ money }: { money: AdminUserMoney }) {
  const { t } = useAdminTranslation();
  const { user, balances } = money;
  return (
    <div className="flex flex-col gap-4" data-testid="money-history">
      <p className="text-sm">
        <span className="font-semibold">{user.name}</span> · {user.email} · {t('money.userId', { id: user.id })}
        {user.deletedAt ? <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs dark:bg-neutral-800">{t('money.deleted')}</span> : null}
        {user.isBlocked ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">{t('money.blocked')}</span> : null}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {BALANCE_KINDS.map((kind) => (
          <div key={kind} className="rounded-lg border border-neutral-200 p-2 dark:border-neutral-800">
            <dt className="text-neutral-600 dark:text-neutral-400">{t(`money.balances.${kind}`)}</dt>
            <dd className="font-semibold">{formatEuros(balances[kind])}</dd>
          </div>
        ))}
      </dl>
      {balances.available > 0 ? <SettleToCards userId={user.id} /> : null}
      <section aria-label={t('money.payments')}>
        <h3 className="mb-2 font-semibold">{t('money.payments')}</h3>
        {money.payments.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('money.noPayments')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {money.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800">
                <span>
                  #{payment.id} · {t(`money.purpose.${payment.purpose}`)} · {formatDateTime(payment.createdAt)}
                </span>
                <span>
                  {formatEuros(payment.amount)} · {t(`money.status.${payment.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('money.movements')}>
        <h3 className="mb-2 font-semibold">{t('money.movements')}</h3>
        {money.movements.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('money.noMovements')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {money.movements.map((movement) => (
              <li key={movement.id} className="flex flex-wrap justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800">
                <span>
                  {formatDateTime(movement.at)} · {t(`money.kinds.${movement.kind}`)}
                  {movement.hireId === null ? null : ` · ${t('money.hireRef', { id: movement.hireId })}`} ({t(`money.balances.${movement.account}`)})
                </span>
                <span className="font-medium">{formatEuros(movement.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The customer's available balance back to the cards that paid it (a blocked customer asking, before a deletion). */
function SettleToCards({ userId }: { userId: number }) {
  const { t } = useAdminTranslation();
  const withdraw = useWithdrawUserBalance();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        loading={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(userId, { onSuccess: (done) => toast.success(t('money.settled', { amount: formatEuros(done.amount), count: done.payments })) })
        }
      >
        {t('money.settle')}
      </Button>
      {withdraw.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(withdraw.error, t('money.settleFailed'))}
        </p>
      ) : null}
    </div>
  );
}

/** The money history of any user by id, also of a deleted one (the users list no longer shows them). */
export function MoneyHistory() {
  const { t } = useAdminTranslation();
  const [value, setValue] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const money = useUserMoney(userId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const id = Number(value);
    const ok = Number.isInteger(id) && id > 0;
    setInvalid(!ok);
    if (ok) setUserId(id);
  }

  const notFound = money.error instanceof ApiError && money.error.status === 404;
  return (
    <section aria-labelledby="money-history-title" className="mt-8 flex flex-col gap-3">
      <h2 id="money-history-title" className="text-lg font-semibold">
        {t('money.title')}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('money.intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
        <NumberField
          label={t('money.idLabel')}
          value={value}
          min={1}
          onChange={(event) => setValue(event.target.value)}
          error={invalid ? t('money.idInvalid') : undefined}
        />
        <Button type="submit" icon={<Search className="size-4" aria-hidden="true" />}>
          {t('money.show')}
        </Button>
      </form>
      {userId !== null && money.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          {t('money.loading')}
        </p>
      ) : null}
      {notFound ? <p role="alert">{t('money.notFound', { id: userId })}</p> : null}
      {money.isError && !notFound ? (
        <LoadErrorState title={t('money.loadFailed')} error={money.error} onRetry={() => void money.refetch()} retrying={money.isFetching} />
      ) : null}
      {money.data ? <MoneyDetails money={money.data} /> : null}
    </section>
  );
}
