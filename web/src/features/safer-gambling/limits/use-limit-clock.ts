import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { limitKeys } from '@/api/limits';
import type { UserLimit } from '@/api/types';
import { nextChangeAt } from './limit-view';

/** `setTimeout` holds at most 2^31 − 1 ms (about 24.8 days); a later change waits for another round. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time the limits are judged at (ms). It moves on by itself when a waiting change becomes
 * confirmable, a period resets or a block ends; the list is then read again (what a period used
 * starts over), so the page never needs polling.
 */
export function useLimitClock(limits: readonly UserLimit[] | undefined): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (limits === undefined) return;
    const next = nextChangeAt(limits, now);
    if (next === null) return;
    const current = Date.now();
    // Already past (the list arrived after `now` was taken): catch up at once, nothing to read again.
    const hasPassed = next <= current;
    const timer = window.setTimeout(
      () => {
        setNow(Date.now());
        if (!hasPassed) void queryClient.invalidateQueries({ queryKey: limitKeys.list });
      },
      // A little after the instant: the server's clock decides, and it must have passed there too.
      hasPassed ? 0 : Math.min(next - current + 1000, LONGEST_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [limits, now, queryClient]);
  return now;
}
