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

/** 3 columns for three-way markets and multiples of three, else 2. */
export function columnsFor(market: Market): 2 | 3 {
  const count = market.outcomes.length;
  return count === 3 || (count > 3 && count % 3 === 0 && count !== 4) ? 3 : 2;
}
