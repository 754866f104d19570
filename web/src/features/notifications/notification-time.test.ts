import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

const now = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('when a notification came', () => {
  it('is relative within the day', () => {
    expect(notificationTime(before(20_000), now, 'sr')).toBe('sada');
    expect(notificationTime(before(20_000), now, 'en')).toBe('now');
    expect(notificationTime(before(5 * 60_000), now, 'sr')).toBe('pre 5 minuta');
    expect(notificationTime(before(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(notificationTime(before(3 * 3_600_000 + 59 * 60_000), now, 'sr')).toBe('pre 3 sata');
    expect(notificationTime(before(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
  });

  it('is a date and time from a day back', () => {
    const text = notificationTime(before(2 * 86_400_000), now, 'sr');
    expect(text).toMatch(/^22\. 11\. 2026\. \d{2}:00$/);
    expect(notificationTime(before(2 * 86_400_000), now, 'en')).toMatch(/^22 Nov 2026, \d{2}:00$/);
  });

  it('says nothing for a time it cannot read, and "now" for one a little ahead', () => {
    expect(notificationTime('yesterday', now, 'en')).toBe('');
    expect(notificationTime(before(-5_000), now, 'en')).toBe('now');
  });
});
