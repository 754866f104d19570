import { formatClock, matchMinute, remainingSeconds, type ClockLike } from '@/lib/match-clock';
import { useNow } from './use-now';

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
