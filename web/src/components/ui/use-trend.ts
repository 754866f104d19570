import { useEffect, useState } from 'react';

export type Trend = 'up' | 'down';

/** How long a changed price stays marked (ms). */
export const TREND_MS = 2_000;

/**
 * Which way a value last moved, for a short while after it moved (odds flashing up or down).
 * `changes` counts the moves, so a repeated move in the same direction restarts the flash.
 */
export function useTrend(value: number | undefined): { trend: Trend | undefined; changes: number } {
  const [previous, setPrevious] = useState(value);
  const [state, setState] = useState<{ trend: Trend | undefined; changes: number }>({
    trend: undefined,
    changes: 0,
  });
  if (value !== previous) {
    setPrevious(value);
    if (value !== undefined && previous !== undefined) {
      setState({ trend: value > previous ? 'up' : 'down', changes: state.changes + 1 });
    }
  }
  useEffect(() => {
    if (state.trend === undefined) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, trend: undefined })), TREND_MS);
    return () => clearTimeout(timer);
  }, [state.trend, state.changes]);
  return state;
}
