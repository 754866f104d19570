import { useSyncExternalStore } from 'react';
import { formatClock, matchMinute, remainingSeconds, type ClockLike } from '@/lib/match-clock';

// One shared one-second timer for every clock on the page.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

type LiveClockProps = { clock: ClockLike; className?: string };

/** The running match time: a countdown where the sport counts down, else the minute (`67′`). */
export function LiveClock({ clock, className }: LiveClockProps) {
  const at = useNow();
  const remaining = remainingSeconds(clock, at);
  const text = remaining !== undefined ? formatClock(remaining) : `${matchMinute(clock, at)}′`;
  return (
    <time className={className} data-clock>
      {text}
    </time>
  );
}
