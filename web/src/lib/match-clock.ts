/** Live clock arithmetic (docs/product.md#match-statistics). A running clock advances from `clock_updated_at`. Pure. */

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

/** What a sport's periods are called. */
export type PeriodUnit = 'half' | 'quarter' | 'period' | 'set' | 'map' | 'innings';

const PERIOD_UNITS: Readonly<Record<string, PeriodUnit>> = {
  football: 'half',
  basketball: 'quarter',
  'ice-hockey': 'period',
  tennis: 'set',
  'table-tennis': 'set',
  volleyball: 'set',
  cs2: 'map',
  'dota-2': 'map',
  'league-of-legends': 'map',
  cricket: 'innings',
};

export function periodUnit(sportKey: string): PeriodUnit {
  return PERIOD_UNITS[sportKey] ?? 'period';
}

/** Sports whose live clock bettors follow (the others show the set, map or innings instead). */
export function hasGameClock(sportKey: string): boolean {
  const unit = periodUnit(sportKey);
  return unit === 'half' || unit === 'quarter' || unit === 'period';
}

/**
 * Where a live match stands, from the wire's `stage` (`period_2`, `break_1`, `halftime`,
 * `overtime_break`, `overtime_1`, `penalties`; decision 042). A bare `break` (older servers)
 * is the break after the periods scored so far.
 */
export type MatchStage =
  | { kind: 'period' | 'break' | 'overtime'; number: number }
  | { kind: 'halftime' | 'overtimeBreak' | 'penalties' };

export function matchStage(stage: string, periodsScored: number): MatchStage {
  const [, kind, number] = /^(period|break|overtime)_(\d+)$/.exec(stage) ?? [];
  if (kind === 'period' || kind === 'break' || kind === 'overtime') return { kind, number: Number(number) };
  if (stage === 'halftime' || stage === 'penalties') return { kind: stage };
  if (stage === 'overtime_break') return { kind: 'overtimeBreak' };
  return { kind: stage === 'break' ? 'break' : 'period', number: Math.max(1, periodsScored) };
}

/** Whether the match clock runs in this stage (a break, half-time or penalties stop it). */
export function isPlaying(stage: MatchStage): boolean {
  return stage.kind === 'period' || stage.kind === 'overtime';
}
