/**
 * What the safer-gambling dashboard draws (docs/decisions/039-safer-gambling-dashboard.md), as
 * pure functions of the server's figures: the chart's scale around its zero line, how a period is
 * labelled, and a reality check's answer. Periods are UTC calendar periods, as the limits'.
 */
import type { PeriodResult } from '@/api/types';

export const NET_PERIODS = ['day', 'week', 'month'] as const;
export type NetPeriod = (typeof NET_PERIODS)[number];

/** A bar's place in the chart, as fractions of the chart's height from its top. */
export type BarBox = { top: number; height: number };

/**
 * Where the zero line sits (a fraction of the height from the top) and each bar's box: gains rise
 * above the line, losses hang below it, the largest of either reaching the edge. With nothing won
 * or lost the line sits in the middle.
 */
export function chartScale(values: readonly number[]): { zero: number; bars: BarBox[] } {
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const span = highest - lowest;
  if (span === 0) return { zero: 0.5, bars: values.map(() => ({ top: 0.5, height: 0 })) };
  const zero = highest / span;
  const bars = values.map((value) =>
    value >= 0
      ? { top: (highest - value) / span, height: value / span }
      : { top: zero, height: -value / span },
  );
  return { zero, bars };
}

/** The current period: the server lists them oldest first. */
export function currentPeriod(results: readonly PeriodResult[]): PeriodResult | undefined {
  return results[results.length - 1];
}

/**
 * How a period is written (in UTC, where its bounds are): briefly under its bar — the day of the
 * month, a week's first day, the month — and in full in the table.
 */
export const PERIOD_DATE_FORMATS: Record<
  NetPeriod,
  { axis: Intl.DateTimeFormatOptions; full: Intl.DateTimeFormatOptions }
> = {
  day: { axis: { day: 'numeric' }, full: { weekday: 'short', day: 'numeric', month: 'short' } },
  week: {
    axis: { day: 'numeric', month: 'numeric' },
    full: { day: 'numeric', month: 'short', year: 'numeric' },
  },
  month: { axis: { month: 'short' }, full: { month: 'long', year: 'numeric' } },
};

export type CheckChoice = 'continue' | 'stop';

/** A reality check's answer: the player went on, or stopped (the server knows no other). */
export function checkChoice(choice: string): CheckChoice {
  return choice === 'stop' ? 'stop' : 'continue';
}

/** Whether a net result is a gain, a loss or neither (the sign its text and bar take). */
export function netSign(net: number): 'gain' | 'loss' | 'even' {
  return net > 0 ? 'gain' : net < 0 ? 'loss' : 'even';
}
