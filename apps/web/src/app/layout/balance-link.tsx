import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { formatEuros } from '@/lib/format';
import { useBalance } from '@/lib/queries/balance';
import { useAppTranslation } from '../i18n';

/** "Saldo: X €" to /saldo, read when the menu that holds it opens. */
export function BalanceLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const balance = useBalance();
  const { t } = useAppTranslation();
  const amount = balance.data ? formatEuros(balance.data.available) : balance.isError ? null : '…';
  return (
    <Link to="/saldo" className={className} onClick={onNavigate}>
      <Wallet className="size-4" aria-hidden="true" />
      {amount === null ? t('nav.balance') : t('nav.balanceAmount', { amount })}
    </Link>
  );
}
