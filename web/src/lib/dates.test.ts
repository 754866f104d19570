import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, dayKey, dayRange, parseDayKey, relativeDay } from './dates';

describe('days', () => {
  const today = new Date(2026, 10, 22, 15, 30);
  it('name local days', () => {
    expect(dayKey(today)).toBe('2026-11-22');
    expect(dayKey(addDays(today, 9))).toBe('2026-12-01');
  });
  it('parse only real days', () => {
    expect(parseDayKey('2026-11-22')?.getDate()).toBe(22);
    expect(parseDayKey('2026-02-30')).toBeUndefined();
    expect(parseDayKey('x')).toBeUndefined();
    expect(parseDayKey(null)).toBeUndefined();
  });
  it('give a day as a half-open range of instants', () => {
    const bounds = dayBounds('2026-11-22');
    expect(Date.parse(bounds.start_to) - Date.parse(bounds.start_from)).toBe(24 * 3600 * 1000);
  });
  it('list days forwards and backwards', () => {
    expect(dayRange(today, 3)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(dayRange(today, -2)).toEqual(['2026-11-22', '2026-11-21']);
  });
  it('know yesterday, today and tomorrow', () => {
    expect(relativeDay('2026-11-21', today)).toBe(-1);
    expect(relativeDay('2026-11-22', today)).toBe(0);
    expect(relativeDay('2026-11-23', today)).toBe(1);
    expect(relativeDay('2026-11-25', today)).toBeUndefined();
  });
});
