import { describe, expect, it } from 'vitest';
import { chartScale, checkChoice, currentPeriod, netSign } from './dashboard-view';

describe('chartScale', () => {
  it('puts the zero line where gains and losses share the height, the largest of each at an edge', () => {
    const { zero, bars, marks } = chartScale([300, -100, 0]);
    expect(zero).toBe(0.75);
    expect(marks).toEqual([
      { value: 300, at: 0 },
      { value: 0, at: 0.75 },
      { value: -100, at: 1 },
    ]);
    expect(bars).toEqual([
      { top: 0, height: 0.75 },
      { top: 0.75, height: 0.25 },
      { top: 0.75, height: 0 },
    ]);
  });

  it('hangs every bar from the top when the player only lost', () => {
    const { zero, bars, marks } = chartScale([-500, -250]);
    expect(zero).toBe(0);
    expect(marks).toEqual([
      { value: 0, at: 0 },
      { value: -500, at: 1 },
    ]);
    expect(bars).toEqual([
      { top: 0, height: 1 },
      { top: 0, height: 0.5 },
    ]);
  });

  it('stands every bar on the bottom when the player only won', () => {
    const { zero, bars, marks } = chartScale([0, 200, 800]);
    expect(zero).toBe(1);
    expect(marks).toEqual([
      { value: 800, at: 0 },
      { value: 0, at: 1 },
    ]);
    expect(bars[2]).toEqual({ top: 0, height: 1 });
    expect(bars[1]).toEqual({ top: 0.75, height: 0.25 });
    expect(bars[0]).toEqual({ top: 1, height: 0 });
  });

  it('leaves out the zero mark where it would crowd an edge’s figure', () => {
    const { zero, marks } = chartScale([1000, -100]);
    expect(zero).toBeCloseTo(0.909);
    expect(marks).toEqual([
      { value: 1000, at: 0 },
      { value: -100, at: 1 },
    ]);
  });

  it('keeps the line in the middle with nothing won or lost', () => {
    expect(chartScale([0, 0])).toEqual({
      zero: 0.5,
      bars: [
        { top: 0.5, height: 0 },
        { top: 0.5, height: 0 },
      ],
      marks: [{ value: 0, at: 0.5 }],
    });
    expect(chartScale([])).toEqual({ zero: 0.5, bars: [], marks: [{ value: 0, at: 0.5 }] });
  });
});

describe('currentPeriod, checkChoice and netSign', () => {
  it('takes the last period as the current one', () => {
    const period = (net: number) => ({ from: '', to: '', staked: 0, returned: 0, net });
    expect(currentPeriod([period(1), period(2)])?.net).toBe(2);
    expect(currentPeriod([])).toBeUndefined();
  });

  it('reads a reality check answer as continue or stop', () => {
    expect(checkChoice('stop')).toBe('stop');
    expect(checkChoice('continue')).toBe('continue');
  });

  it('names the sign of a net result', () => {
    expect([netSign(5), netSign(-5), netSign(0)]).toEqual(['gain', 'loss', 'even']);
  });
});
