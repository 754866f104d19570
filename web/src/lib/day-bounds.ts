/**
 * A day of the site's time zone as a range of instants, for the schedule and results pages' API
 * queries. Apart from `dates.ts` so the first page, which never asks for a day, does not carry it. Pure.
 */
import { addDays, calendarDate, DAY_MS, wallClock, type DayKey } from './dates';

/** The instant a day of `zone` starts (its first wall-clock moment, even across a DST change). */
function startOf(key: DayKey, zone: string): Date {
  const midnightUtc = calendarDate(key).getTime() - DAY_MS / 2;
  const offsetAt = (at: number) => {
    const [y = 0, m = 1, d = 1, h = 0, min = 0, s = 0] = wallClock(new Date(at), zone);
    return Date.UTC(y, m - 1, d, h, min, s) - at;
  };
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** `[start, end)` of a day of `zone` as ISO instants, for `start_from` / `start_to`. */
export function dayBounds(key: DayKey, zone: string): { start_from: string; start_to: string } {
  return {
    start_from: startOf(key, zone).toISOString(),
    start_to: startOf(addDays(key, 1), zone).toISOString(),
  };
}
