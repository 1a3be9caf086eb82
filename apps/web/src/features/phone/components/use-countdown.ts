import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `restart(seconds)` runs out; ticks once a second. */
export function useCountdown(): { secondsLeft: number; restart: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        clearInterval(timer);
        setEndsAt(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { secondsLeft: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
