/**
 * Potential win and stake arithmetic (docs/betting-rules.md §0 "Rounding"): exact integers (BigInt for
 * the products of many odds), rounded down once per bet to the minor unit.
 */
import type { OddsMilli } from '@/lib/odds';
import type { Bet, Selection } from './types';
import { systemLineCount, systemLines, systemType } from './systems';

const SCALE = 1000n;

function product(odds: readonly number[]): bigint {
  return odds.reduce((acc, value) => acc * BigInt(value), 1n);
}

/**
 * The bet's return per unit of stake as an exact fraction `num / den`: Π odds for a single or combo;
 * for a system the sum over its lines of Π odds, divided by the number of lines (the stake is total).
 * `undefined` when the bet cannot be priced (a system type that does not fit).
 */
export function betReturnRatio(bet: Bet): { num: bigint; den: bigint } | undefined {
  const odds = bet.selections.map((selection: Selection) => selection.odds);
  if (odds.length === 0) return undefined;
  if (bet.type !== 'system') {
    return { num: product(odds), den: SCALE ** BigInt(odds.length) };
  }
  const type = systemType(bet.systemId);
  if (!type || type.totalCount !== odds.length) return undefined;
  const n = odds.length;
  // Every line's product brought to the common denominator 1000^n.
  const sum = systemLines(type).reduce(
    (acc, line) => acc + product(line.map((i) => odds[i] ?? 0)) * SCALE ** BigInt(n - line.length),
    0n,
  );
  return { num: sum, den: SCALE ** BigInt(n) * BigInt(systemLineCount(type)) };
}

/** stake × ratio, rounded down once: a single, a combo (stake × Π odds) or a system (Σ lines). */
export function potentialWin(bet: Bet): number {
  const ratio = betReturnRatio(bet);
  if (!ratio || bet.stake <= 0) return 0;
  return Number((BigInt(bet.stake) * ratio.num) / ratio.den);
}

/** Lines of a system bet (1 for a single or combo, 0 when the system type does not fit). */
export function lineCount(bet: Bet): number {
  if (bet.type !== 'system') return 1;
  const type = systemType(bet.systemId);
  return type && type.totalCount === bet.selections.length ? systemLineCount(type) : 0;
}

/** The stake per line of a system; `undefined` when the total does not split into whole units. */
export function stakePerLine(bet: Bet): number | undefined {
  const lines = lineCount(bet);
  if (lines === 0 || bet.stake % lines !== 0) return undefined;
  return bet.stake / lines;
}

/**
 * Potential-win staking: the smallest stake whose potential win reaches `desiredWin` (for a system
 * a whole number of minor units per line). 0 when the bet cannot be priced or nothing is wanted.
 */
export function stakeForWin(bet: Bet, desiredWin: number): number {
  const ratio = betReturnRatio(bet);
  if (!ratio || desiredWin <= 0 || ratio.num === 0n) return 0;
  const wanted = BigInt(desiredWin) * ratio.den;
  let stake = (wanted + ratio.num - 1n) / ratio.num;
  const lines = BigInt(lineCount(bet) || 1);
  stake = ((stake + lines - 1n) / lines) * lines;
  return Number(stake);
}

/**
 * Total odds as shown beside a potential win: down to the hundredth, as the win is rounded down
 * (betting-rules §0), so 150.765 reads 150.76 beside a 1.00 stake's 150.76, not 150.77.
 */
export function shownTotalOdds(odds: OddsMilli): OddsMilli {
  return Math.floor(odds / 10) * 10;
}
