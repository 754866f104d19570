/** Live clock arithmetic (spec §3 "Clock"). A running clock advances from `clock_updated_at`. Pure. */

export type ClockLike = {
  match_time: number;
  stopped: boolean;
  clock_updated_at: string;
  remaining_time_in_period?: number | null;
  stoppage_time?: number | null;
};

function elapsedSince(clock: ClockLike, nowMs: number): number {
  if (clock.stopped) return 0;
  const updated = Date.parse(clock.clock_updated_at);
  return Number.isFinite(updated) ? Math.max(0, Math.floor((nowMs - updated) / 1000)) : 0;
}

/** Seconds played now. */
export function playedSeconds(clock: ClockLike, nowMs: number): number {
  return clock.match_time + elapsedSince(clock, nowMs);
}

/** Seconds left in the period now, for sports that count down (basketball, ice hockey). */
export function remainingSeconds(clock: ClockLike, nowMs: number): number | undefined {
  if (clock.remaining_time_in_period === null || clock.remaining_time_in_period === undefined)
    return undefined;
  return Math.max(0, clock.remaining_time_in_period - elapsedSince(clock, nowMs));
}

/** `mm:ss`. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The running minute as shown in football (the 1st minute starts at 0:00). */
export function matchMinute(clock: ClockLike, nowMs: number): number {
  return Math.floor(playedSeconds(clock, nowMs) / 60) + 1;
}
