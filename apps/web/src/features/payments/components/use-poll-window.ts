import { useEffect, useState } from 'react';

/** False once `ms` have passed since the page opened (or since `restart` was last called). */
export function usePollWindow(ms: number) {
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), ms);
    return () => clearTimeout(timer);
  }, [ms, round]);
  return {
    open,
    restart: () => {
      setOpen(true);
      setRound((r) => r + 1);
    },
  };
}
