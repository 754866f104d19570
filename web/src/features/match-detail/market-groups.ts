import type { Market } from '@/api/types';

export const ALL_GROUPS = 'all';

/** Group keys in order of first appearance (markets come sorted by priority). */
export function groupKeys(markets: readonly Market[]): string[] {
  const keys = new Set<string>();
  for (const market of markets) for (const group of market.market_groups) keys.add(group);
  return [...keys];
}

export function marketsInGroup(markets: readonly Market[], group: string): Market[] {
  return group === ALL_GROUPS ? [...markets] : markets.filter((m) => m.market_groups.includes(group));
}

/** Outcome names longer than this (players' names) need wider cells than scores and short labels. */
const SHORT_NAME = 12;

/**
 * How a market's outcomes are laid out: 3 columns for three-way markets, 2 for two-way ones, and
 * for more outcomes as many columns as fit — narrow ones for scores and short labels, wide ones
 * where names are long (a side's batters).
 */
export function layoutFor(market: Market): 'cols2' | 'cols3' | 'many' | 'manyWide' {
  const { outcomes } = market;
  if (outcomes.length > 3) return outcomes.some((o) => o.name.length > SHORT_NAME) ? 'manyWide' : 'many';
  return outcomes.length === 3 ? 'cols3' : 'cols2';
}
