/**
 * Calendar days and clock times in the site's time zone (docs/product.md#constants: every displayed
 * time is in the zone the site configures, not the visitor's), for the schedule and results pages,
 * day labels and every formatted date. Pure: the zone is an argument (the app passes `config.timeZone`).
 */

export type DayKey = string; // YYYY-MM-DD, a calendar day of the zone

export const DAY_MS = 24 * 3600 * 1000;
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `at`: year, month (1–12), day, hour, minute, second. */
export function wallClock(at: Date, zone: string): number[] {
  let format = partsFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(zone, format);
  }
  const parts = format.formatToParts(at);
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
}

/** Whether `zone` is a time zone this browser knows (an IANA name such as `Europe/Belgrade`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/**
 * A date and time as receipts, lists and notices show it, e.g. `12 Jan 2026, 18:30` (`intl`: a BCP 47
 * tag). `match-text.ts`'s `kickOffDate` writes the same format inline (it must be self-contained).
 */
export function dateTimeFormat(intl: string, zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: false,
    timeZone: zone,
  });
}

/** The calendar day of `zone` that `at` falls on. */
export function dayKey(at: Date, zone: string): DayKey {
  const [y = 0, m = 0, d = 0] = wallClock(at, zone);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Noon UTC of a day, or undefined when `key` is not a real day. */
function noonOf(key: DayKey): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return date.toISOString().slice(0, 10) === key ? date : undefined;
}

/** Whether `key` names a real day (`2026-02-30` does not). */
export function isDayKey(key: string | null | undefined): key is DayKey {
  return noonOf(key ?? '') !== undefined;
}

/** The day `days` after `key` (negative: before). */
export function addDays(key: DayKey, days: number): DayKey {
  const noon = noonOf(key);
  if (!noon) throw new RangeError(`bad day: ${key}`);
  return new Date(noon.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A day to format with `timeZone: 'UTC'` (its weekday, day and month), e.g. for a day pill's label. */
export function calendarDate(key: DayKey): Date {
  const noon = noonOf(key);
  if (!noon) throw new RangeError(`bad day: ${key}`);
  return noon;
}

/** `count` consecutive days from `from` (negative count: going back). */
export function dayRange(from: DayKey, count: number): DayKey[] {
  const step = count < 0 ? -1 : 1;
  return Array.from({ length: Math.abs(count) }, (_, index) => addDays(from, index * step));
}

/** -1, 0 or 1 for yesterday, today and tomorrow, else undefined. */
export function relativeDay(key: DayKey, today: DayKey): -1 | 0 | 1 | undefined {
  for (const offset of [-1, 0, 1] as const) if (addDays(today, offset) === key) return offset;
  return undefined;
}
