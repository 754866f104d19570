/** Calendar days in the bettor's time zone for the schedule and results pages. Pure. */

export type DayKey = string; // YYYY-MM-DD, local

export function dayKey(date: Date): DayKey {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function parseDayKey(key: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === key ? date : undefined;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return next;
}

/** `[start, end)` of a local day as ISO instants, for `start_from` / `start_to`. */
export function dayBounds(key: DayKey): { start_from: string; start_to: string } {
  const start = parseDayKey(key);
  if (!start) throw new RangeError(`bad day: ${key}`);
  return { start_from: start.toISOString(), start_to: addDays(start, 1).toISOString() };
}

/** `count` consecutive days from `from` (negative count: going back). */
export function dayRange(from: Date, count: number): DayKey[] {
  const step = count < 0 ? -1 : 1;
  return Array.from({ length: Math.abs(count) }, (_, index) => dayKey(addDays(from, index * step)));
}

/** -1, 0 or 1 for yesterday, today and tomorrow, else undefined. */
export function relativeDay(key: DayKey, today: Date): -1 | 0 | 1 | undefined {
  for (const offset of [-1, 0, 1] as const) if (dayKey(addDays(today, offset)) === key) return offset;
  return undefined;
}
