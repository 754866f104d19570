/**
 * A system bet's payout table (docs/betting-rules.md §0): for each number of winning selections k, the
 * smallest and the largest return. Exact integers (BigInt), rounded down once per row like the
 * potential win. Every price is above 1, so a line's return only grows with its odds: the minimum
 * comes from the k lowest prices winning, the maximum from the k highest.
 */
import { lineCount } from './potential-win';
import { systemLines, systemType } from './systems';
import type { Bet } from './types';

export type PayoutRow = { winners: number; min: number; max: number };

const SCALE = 1000n;

/** stake × (Σ over the lines inside `winners` of Π odds) / lines, rounded down once. */
function returnFor(bet: Bet, winners: ReadonlySet<number>, lines: readonly number[][]): number {
  const n = bet.selections.length;
  const sum = lines
    .filter((line) => line.every((i) => winners.has(i)))
    .reduce(
      (acc, line) =>
        acc +
        line.reduce((p, i) => p * BigInt(bet.selections[i]?.odds ?? 0), 1n) *
          SCALE ** BigInt(n - line.length),
      0n,
    );
  const den = SCALE ** BigInt(n) * BigInt(lines.length);
  return Number((BigInt(bet.stake) * sum) / den);
}

/** One row per k from the type's win count to all selections; empty for anything but a fitting system. */
export function payoutTable(bet: Bet): PayoutRow[] {
  const type = bet.type === 'system' ? systemType(bet.systemId) : undefined;
  if (!type || type.totalCount !== bet.selections.length || lineCount(bet) === 0) return [];
  const lines = systemLines(type);
  // Selection indexes from the lowest price to the highest.
  const order = bet.selections.map((s, i) => ({ i, odds: s.odds })).sort((a, b) => a.odds - b.odds);
  const rows: PayoutRow[] = [];
  for (let k = type.winCount; k <= type.totalCount; k += 1) {
    const lowest = new Set(order.slice(0, k).map((o) => o.i));
    const highest = new Set(order.slice(order.length - k).map((o) => o.i));
    rows.push({ winners: k, min: returnFor(bet, lowest, lines), max: returnFor(bet, highest, lines) });
  }
  return rows;
}
