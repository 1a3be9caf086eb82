import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { formatEuros } from '@/lib/format';
import { useBalance } from '@/lib/queries/balance';

/** "Saldo: X €" to /saldo, read when the menu that holds it opens. */
export function BalanceLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const balance = useBalance();
  const amount = balance.data ? formatEuros(balance.data.available) : balance.isError ? null : '…';
  return (
    <Link to="/saldo" className={className} onClick={onNavigate}>
      <Wallet className="size-4" aria-hidden="true" />
      {amount === null ? 'Saldo' : `Saldo: ${amount}`}
    </Link>
  );
}
