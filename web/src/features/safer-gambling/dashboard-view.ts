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

/** A figure written beside the chart at `at` (a fraction of the height from the top). */
export type ScaleMark = { value: number; at: number };

export type ChartScale = { zero: number; bars: BarBox[]; marks: ScaleMark[] };

/** How close to an edge's figure (a fraction of the height) the zero line's "0" would collide with it. */
const MARK_GAP = 0.15;

/**
 * Where the zero line sits (a fraction of the height from the top) and each bar's box: gains rise
 * above the line, losses hang below it, the largest of either reaching the edge. The marks beside
 * it name the largest gain at the top, the largest loss at the bottom and zero at the line (unless
 * it would crowd an edge's figure). With nothing won or lost the line sits in the middle.
 */
export function chartScale(values: readonly number[]): ChartScale {
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const span = highest - lowest;
  if (span === 0)
    return { zero: 0.5, bars: values.map(() => ({ top: 0.5, height: 0 })), marks: [{ value: 0, at: 0.5 }] };
  const zero = highest / span;
  const edges: ScaleMark[] = [
    ...(highest > 0 ? [{ value: highest, at: 0 }] : []),
    ...(lowest < 0 ? [{ value: lowest, at: 1 }] : []),
  ];
  const isCrowded = edges.some((mark) => Math.abs(mark.at - zero) < MARK_GAP);
  const bars = values.map((value) =>
    value >= 0
      ? { top: (highest - value) / span, height: value / span }
      : { top: zero, height: -value / span },
  );
  const marks = [...edges, ...(isCrowded ? [] : [{ value: 0, at: zero }])].sort((a, b) => a.at - b.at);
  return { zero, bars, marks };
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
