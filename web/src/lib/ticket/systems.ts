/**
 * System bets (docs/betting-rules.md §0, §2): k/n systems (all k-folds of n selections) and the named
 * full-cover bets. A type lists the fold sizes it covers; each fold of each size is one line.
 */

export const NAMED_SYSTEMS = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'canadian',
  'lucky31',
  'heinz',
  'lucky63',
  'super_heinz',
  'goliath',
] as const;
export type NamedSystem = (typeof NAMED_SYSTEMS)[number];
/** `"2/3"` … or a named full-cover bet. */
export type SystemId = `${number}/${number}` | NamedSystem;

export type SystemType = {
  id: SystemId;
  /** Selections the type needs. */
  totalCount: number;
  /** The smallest fold: how many selections a line needs to win. */
  winCount: number;
  /** Fold sizes covered, one line per fold of each size. */
  sizes: readonly number[];
};

/** Systems are offered from 3 selections up to 8 (Goliath; 4/8 has 70 lines). */
export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 8;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function named(id: NamedSystem, totalCount: number, withSingles: boolean): SystemType {
  const sizes = range(withSingles ? 1 : 2, totalCount);
  return { id, totalCount, winCount: sizes[0] ?? 1, sizes };
}

const NAMED_TYPES: readonly SystemType[] = [
  named('trixie', 3, false),
  named('patent', 3, true),
  named('yankee', 4, false),
  named('lucky15', 4, true),
  named('canadian', 5, false),
  named('lucky31', 5, true),
  named('heinz', 6, false),
  named('lucky63', 6, true),
  named('super_heinz', 7, false),
  named('goliath', 8, false),
];

const K_OF_N_TYPES: readonly SystemType[] = range(MIN_SYSTEM_SELECTIONS, MAX_SYSTEM_SELECTIONS).flatMap((n) =>
  range(2, n - 1).map((k): SystemType => ({ id: `${k}/${n}`, totalCount: n, winCount: k, sizes: [k] })),
);

/**
 * docs/product.md#bet-types: sorted by total count, then win count, then fewer lines (so a k/n system comes before
 * the named bet of the same counts: 2/3 before Trixie).
 */
function compareTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount || systemLineCount(a) - systemLineCount(b);
}

export const SYSTEM_TYPES: readonly SystemType[] = [...K_OF_N_TYPES, ...NAMED_TYPES].sort(compareTypes);

export function systemType(id: SystemId | null): SystemType | undefined {
  return SYSTEM_TYPES.find((type) => type.id === id);
}

/** The types that fit a number of selections, in the order of docs/product.md#bet-types. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  return SYSTEM_TYPES.filter((type) => type.totalCount === selectionCount);
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export function systemLineCount(type: SystemType): number {
  return type.sizes.reduce((sum, size) => sum + binomial(type.totalCount, size), 0);
}

function combinations(n: number, k: number, start = 0): number[][] {
  if (k === 0) return [[]];
  const result: number[][] = [];
  for (let i = start; i <= n - k; i += 1) {
    for (const rest of combinations(n, k - 1, i + 1)) result.push([i, ...rest]);
  }
  return result;
}

/** Every line of the type as the indexes of its selections. */
export function systemLines(type: SystemType): number[][] {
  return type.sizes.flatMap((size) => combinations(type.totalCount, size));
}
