import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  dateTimeFormat,
  dayKey,
  dayRange,
  isDayKey,
  isTimeZone,
  relativeDay,
} from './dates';
import { dayBounds } from './day-bounds';

const BELGRADE = 'Europe/Belgrade';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('days', () => {
  // 23:30 in Belgrade on 22 Nov is 22:30 UTC, 17:30 in New York and 07:30 on 23 Nov in Tokyo.
  const lateEvening = new Date('2026-11-22T22:30:00Z');

  it('are the calendar days of the configured zone, not of the visitor', () => {
    expect(dayKey(lateEvening, BELGRADE)).toBe('2026-11-22');
    expect(dayKey(lateEvening, NEW_YORK)).toBe('2026-11-22');
    expect(dayKey(lateEvening, TOKYO)).toBe('2026-11-23');
    expect(dayKey(new Date('2026-11-23T00:30:00Z'), BELGRADE)).toBe('2026-11-23');
  });

  it('add across months and years', () => {
    expect(addDays('2026-11-22', 9)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('are only real days', () => {
    expect(isDayKey('2026-11-22')).toBe(true);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('x')).toBe(false);
    expect(isDayKey(null)).toBe(false);
    expect(calendarDate('2026-11-22').getUTCDate()).toBe(22);
  });

  it('start at midnight of the zone', () => {
    expect(dayBounds('2026-11-22', BELGRADE)).toEqual({
      start_from: '2026-11-21T23:00:00.000Z',
      start_to: '2026-11-22T23:00:00.000Z',
    });
    expect(dayBounds('2026-11-22', NEW_YORK)).toEqual({
      start_from: '2026-11-22T05:00:00.000Z',
      start_to: '2026-11-23T05:00:00.000Z',
    });
  });

  it('are 23 or 25 hours long where the clocks change', () => {
    const spring = dayBounds('2026-03-29', BELGRADE);
    expect(spring.start_from).toBe('2026-03-28T23:00:00.000Z');
    expect(Date.parse(spring.start_to) - Date.parse(spring.start_from)).toBe(23 * 3600 * 1000);
    const autumn = dayBounds('2026-11-01', NEW_YORK);
    expect(autumn.start_from).toBe('2026-11-01T04:00:00.000Z');
    expect(Date.parse(autumn.start_to) - Date.parse(autumn.start_from)).toBe(25 * 3600 * 1000);
  });

  it('list forwards and backwards', () => {
    expect(dayRange('2026-11-22', 3)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(dayRange('2026-11-22', -2)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('know yesterday, today and tomorrow', () => {
    expect(relativeDay('2026-11-21', '2026-11-22')).toBe(-1);
    expect(relativeDay('2026-11-22', '2026-11-22')).toBe(0);
    expect(relativeDay('2026-11-23', '2026-11-22')).toBe(1);
    expect(relativeDay('2026-11-25', '2026-11-22')).toBeUndefined();
  });
});

describe('time zones', () => {
  it('are IANA names the browser knows', () => {
    expect(isTimeZone(BELGRADE)).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('decide the clock time shown', () => {
    const at = new Date('2026-01-12T17:30:00Z');
    expect(dateTimeFormat('en-GB', BELGRADE).format(at)).toBe('12 Jan 2026, 18:30');
    expect(dateTimeFormat('en-GB', NEW_YORK).format(at)).toBe('12 Jan 2026, 12:30');
    expect(dateTimeFormat('en-GB', TOKYO).format(at)).toBe('13 Jan 2026, 02:30');
  });
});
