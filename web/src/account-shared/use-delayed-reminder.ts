import { useCallback, useEffect, useState } from 'react';

/**
 * A reminder that shows `seconds` after it becomes due, if `claim` still lets it (claiming records
 * that it showed: once per device, once a day …); `null` seconds turn it off. Closing hides it.
 */
export function useDelayedReminder(
  seconds: number | null,
  isDue: boolean,
  claim: () => boolean,
): { isShown: boolean; close: () => void } {
  const [isShown, setShown] = useState(false);
  const close = useCallback(() => setShown(false), []);
  useEffect(() => {
    if (seconds === null || !isDue) return;
    const timer = window.setTimeout(() => {
      if (claim()) setShown(true);
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, isDue, claim]);
  return { isShown, close };
}
