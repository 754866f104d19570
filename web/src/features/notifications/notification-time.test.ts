import { describe, expect, it } from 'vitest';
import { notificationDateTime, notificationTime } from './notification-time';

const ZONE = 'Europe/Belgrade';
const now = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('when a notification came', () => {
  it('is relative within the day', () => {
    expect(notificationTime(before(20_000), now, 'sr', ZONE)).toBe('sada');
    expect(notificationTime(before(20_000), now, 'en', ZONE)).toBe('now');
    expect(notificationTime(before(5 * 60_000), now, 'sr', ZONE)).toBe('pre 5 minuta');
    expect(notificationTime(before(5 * 60_000), now, 'en', ZONE)).toBe('5 minutes ago');
    expect(notificationTime(before(3 * 3_600_000 + 59 * 60_000), now, 'sr', ZONE)).toBe('pre 3 sata');
    expect(notificationTime(before(3 * 3_600_000), now, 'en', ZONE)).toBe('3 hours ago');
  });

  it('is a date and time from a day back', () => {
    const text = notificationTime(before(2 * 86_400_000), now, 'sr', ZONE);
    expect(text).toBe('22. 11. 2026. 13:00');
    expect(notificationTime(before(2 * 86_400_000), now, 'en', ZONE)).toBe('22 Nov 2026, 13:00');
  });

  it("is in the site's time zone", () => {
    const at = '2026-11-20T23:30:00Z';
    expect(notificationTime(at, now, 'en', 'America/New_York')).toBe('20 Nov 2026, 18:30');
    expect(notificationDateTime(at, 'en', 'Asia/Tokyo')).toBe('21 Nov 2026, 08:30');
  });

  it('says nothing for a time it cannot read, and "now" for one a little ahead', () => {
    expect(notificationTime('yesterday', now, 'en', ZONE)).toBe('');
    expect(notificationTime(before(-5_000), now, 'en', ZONE)).toBe('now');
  });
});
