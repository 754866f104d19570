/**
 * What the session watch makes of the server's answers (docs/decisions/038-sessions-and-reality-checks.md):
 * which refusals mean a limit has ended the session, when the reality check is due, and a
 * duration in hours and minutes. Pure.
 */

/** A session, time or activity limit that ended the session. */
export type LimitEnding = {
  code: 'session_limit_reached' | 'time_limit_reached' | 'activity_limit_reached';
  /** A session limit's length. */
  minutes: number | null;
  /** When a time limit's period resets (ISO). */
  resetsAt: string | null;
};

const ENDING_CODES: readonly string[] = [
  'session_limit_reached',
  'time_limit_reached',
  'activity_limit_reached',
];

function isEndingCode(code: string): code is LimitEnding['code'] {
  return ENDING_CODES.includes(code);
}

/** The limit a refused start (403), poll or activity report (401) names; `null` for any other refusal. */
export function limitEnding(
  status: number,
  code: string,
  details: Readonly<Record<string, unknown>>,
): LimitEnding | null {
  if ((status !== 401 && status !== 403) || !isEndingCode(code)) return null;
  return {
    code,
    minutes: typeof details.minutes === 'number' ? details.minutes : null,
    resetsAt: typeof details.resets_at === 'string' ? details.resets_at : null,
  };
}

/** Whether the poll should stop after this refusal: a 400 (no session) or 403 does; a failed request does not. */
export function stopsPolling(status: number): boolean {
  return status >= 400 && status < 500;
}

/** Milliseconds until the reality check is due (0: now); `null` when the player has set none. */
export function checkDelayMs(info: { reality_check?: { due_in_seconds: number } | null }): number | null {
  const check = info.reality_check;
  return check ? Math.max(check.due_in_seconds, 0) * 1000 : null;
}

/** Whether a player who last gave input at `lastInputAt` counts as active at `now` (within the last minute). */
export function isActive(lastInputAt: number, now: number, isVisible: boolean): boolean {
  return isVisible && now - lastInputAt <= 60_000;
}

/** Whole hours and the minutes left over. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(seconds, 0) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
