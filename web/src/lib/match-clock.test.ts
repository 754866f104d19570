import { describe, expect, it } from 'vitest';
import {
  formatClock,
  hasGameClock,
  isPlaying,
  matchMinute,
  matchStage,
  periodUnit,
  playedSeconds,
  remainingSeconds,
} from './match-clock';

const at = Date.parse('2026-01-01T12:00:00Z');

describe('match clock', () => {
  it('advances a running clock from its update time', () => {
    const clock = { match_time: 600, stopped: false, clock_updated_at: '2026-01-01T11:59:00Z' };
    expect(playedSeconds(clock, at)).toBe(660);
    expect(matchMinute(clock, at)).toBe(12);
  });
  it('holds a stopped clock', () => {
    const clock = { match_time: 2700, stopped: true, clock_updated_at: '2026-01-01T11:50:00Z' };
    expect(playedSeconds(clock, at)).toBe(2700);
    expect(matchMinute(clock, at)).toBe(46);
  });
  it('counts down the period time and never below zero', () => {
    const clock = {
      match_time: 100,
      stopped: false,
      clock_updated_at: '2026-01-01T11:59:30Z',
      remaining_time_in_period: 40,
    };
    expect(remainingSeconds(clock, at)).toBe(10);
    expect(remainingSeconds({ ...clock, remaining_time_in_period: 20 }, at)).toBe(0);
    expect(remainingSeconds({ ...clock, remaining_time_in_period: null }, at)).toBeUndefined();
  });
  it('formats minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(725)).toBe('12:05');
  });
});

describe('periods', () => {
  it('name each sport its own way', () => {
    expect(periodUnit('football')).toBe('half');
    expect(periodUnit('basketball')).toBe('quarter');
    expect(periodUnit('ice-hockey')).toBe('period');
    expect(periodUnit('tennis')).toBe('set');
    expect(periodUnit('dota-2')).toBe('map');
    expect(periodUnit('cricket')).toBe('innings');
    expect(periodUnit('curling')).toBe('period');
  });
  it('show a clock only where the sport has one', () => {
    expect(hasGameClock('football')).toBe(true);
    expect(hasGameClock('basketball')).toBe(true);
    expect(hasGameClock('tennis')).toBe(false);
    expect(hasGameClock('cs2')).toBe(false);
  });
  it('read the stage from the wire, else the period from the scores', () => {
    expect(matchStage('period_3', 2)).toEqual({ kind: 'period', number: 3 });
    expect(matchStage('break_1', 1)).toEqual({ kind: 'break', number: 1 });
    expect(matchStage('halftime', 1)).toEqual({ kind: 'halftime' });
    expect(matchStage('overtime_break', 4)).toEqual({ kind: 'overtimeBreak' });
    expect(matchStage('overtime_2', 6)).toEqual({ kind: 'overtime', number: 2 });
    expect(matchStage('penalties', 5)).toEqual({ kind: 'penalties' });
    expect(matchStage('break', 2)).toEqual({ kind: 'break', number: 2 });
    expect(matchStage('', 0)).toEqual({ kind: 'period', number: 1 });
  });
  it('run the clock in periods and overtime only', () => {
    expect(isPlaying(matchStage('period_2', 1))).toBe(true);
    expect(isPlaying(matchStage('overtime_1', 4))).toBe(true);
    expect(isPlaying(matchStage('halftime', 1))).toBe(false);
    expect(isPlaying(matchStage('break_3', 3))).toBe(false);
    expect(isPlaying(matchStage('penalties', 5))).toBe(false);
  });
});
