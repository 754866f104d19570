/**
 * When a notification came, as the list shows it: relative within the day ("pre 5 minuta",
 * "5 minutes ago", "sada"/"now" under a minute), else the date and time. In the reader's locale
 * and the site's time zone (`zone`). Pure (`now` is given).
 */
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function notificationTime(createdAt: string, now: Date, locale: string, zone: string): string {
  const then = new Date(createdAt);
  if (Number.isNaN(then.getTime())) return '';
  const tag = intlLocale(locale);
  const ago = Math.max(0, now.getTime() - then.getTime());
  if (ago < DAY_MS) {
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    if (ago < MINUTE_MS) return relative.format(0, 'second');
    if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
    return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
  }
  return dateTimeFormat(tag, zone).format(then);
}

/** The full date and time, for the `title` of a relative one. */
export function notificationDateTime(createdAt: string, locale: string, zone: string): string {
  const then = new Date(createdAt);
  if (Number.isNaN(then.getTime())) return '';
  return dateTimeFormat(intlLocale(locale), zone).format(then);
}
