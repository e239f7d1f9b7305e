import { useEffect, useState } from 'react';

/**
 * The current moment (ms), read again every `everyMs` (a minute by default): countdowns move on
 * screen without asking the server again (decision 0056).
 */
export const useNow = (everyMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
