/**
 * Odds formats (docs/product.md#odds-formats). Odds are integers: decimal odds × 1000 (`OddsMilli`),
 * so conversions are exact integer arithmetic, never float drift. Pure.
 */

export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'european';

/** Decimal odds × 1000, e.g. 1.25 → 1250. */
export type OddsMilli = number;

const SCALE = 1000;

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** Parses decimal odds from the wire into integer thousandths; `undefined` for missing or invalid odds. */
export function oddsFromDecimal(decimal: number | null | undefined): OddsMilli | undefined {
  if (decimal === null || decimal === undefined || !Number.isFinite(decimal) || decimal <= 1)
    return undefined;
  return Math.round(decimal * SCALE);
}

/** `num / den` rounded half away from zero to `decimals` places, as text; integers only. */
export function formatRatio(num: number, den: number, decimals: number): string {
  const negative = num < 0 !== den < 0 && num !== 0;
  const a = Math.abs(num);
  const b = Math.abs(den);
  const factor = 10 ** decimals;
  const scaled = Math.floor((2 * a * factor + b) / (2 * b));
  const whole = Math.floor(scaled / factor);
  const fraction = scaled % factor;
  const text = decimals === 0 ? `${whole}` : `${whole}.${`${fraction}`.padStart(decimals, '0')}`;
  return negative && scaled !== 0 ? `-${text}` : text;
}

function signed(num: number, den: number, decimals: number): string {
  const text = formatRatio(num, den, decimals);
  return text.startsWith('-') ? text : `+${text}`;
}

/** Decimal: 1.25. */
export function toEuropean(odds: OddsMilli): string {
  return formatRatio(odds, SCALE, 2);
}

/** Hong Kong: the net profit per unit, 0.25. */
export function toHongKong(odds: OddsMilli): string {
  return formatRatio(odds - SCALE, SCALE, 2);
}

/** American: +x wins x per 100 at 2.00 and above; below 2.00 negative, −x stakes x to win 100. */
export function toAmerican(odds: OddsMilli): string {
  const profit = odds - SCALE;
  if (odds >= 2 * SCALE) return signed(profit * 100, SCALE, 0);
  return signed(-100 * SCALE, profit, 0);
}

/** Indonesian: American divided by 100 (+1.20, −4.00). */
export function toIndonesian(odds: OddsMilli): string {
  const profit = odds - SCALE;
  if (odds >= 2 * SCALE) return signed(profit, SCALE, 2);
  return signed(-SCALE, profit, 2);
}

/** Malaysian: the profit up to evens (0.25), −1/profit above it (6.00 → −0.20). */
export function toMalaysian(odds: OddsMilli): string {
  const profit = odds - SCALE;
  if (odds <= 2 * SCALE) return formatRatio(profit, SCALE, 2);
  return formatRatio(-SCALE, profit, 2);
}

/** Implied probability: 1.25 → 80.0%. */
export function toPercent(odds: OddsMilli): string {
  return `${formatRatio(100 * SCALE, odds, 1)}%`;
}

export type Fraction = readonly [numerator: number, denominator: number];

/** Traditional fractions (profit per stake) that bookmakers quote; 4/6 is kept as written. */
// prettier-ignore
export const FRACTION_LADDER: readonly Fraction[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9],
  [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11],
  [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1],
  [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [7, 5], [6, 4], [8, 5], [13, 8], [7, 4], [9, 5], [15, 8],
  [2, 1], [85, 40], [11, 5], [9, 4], [12, 5], [5, 2], [13, 5], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1],
  [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1],
  [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1],
  [100, 1], [150, 1], [200, 1], [250, 1], [500, 1], [1000, 1],
];

/** A ladder fraction is used when its decimal odds are within 1% of the real odds. */
const LADDER_TOLERANCE = 0.01;
/** Exact fractions with at most this denominator are shown as they are (1.90 → 9/10). */
const EXACT_MAX_DENOMINATOR = 10;
/** Otherwise the closest fraction with at most this denominator. */
const FALLBACK_MAX_DENOMINATOR = 20;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function closestFraction(num: number, den: number, maxDenominator: number): Fraction {
  let best: Fraction = [Math.round(num / den), 1];
  let bestError = Math.abs(best[0] / best[1] - num / den);
  for (let d = 2; d <= maxDenominator; d += 1) {
    const n = Math.round((num * d) / den);
    const error = Math.abs(n / d - num / den);
    if (error < bestError - 1e-12) {
      best = [n, d];
      bestError = error;
    }
  }
  const divisor = gcd(best[0], best[1]) || 1;
  return [best[0] / divisor, best[1] / divisor];
}

/** British (fractional) odds as a numerator/denominator pair of the profit. */
export function toFraction(odds: OddsMilli): Fraction {
  const profit = odds - SCALE;
  const divisor = gcd(profit, SCALE);
  const exact: Fraction = [profit / divisor, SCALE / divisor];
  const spelledTraditionally = FRACTION_LADDER.find(([n, d]) => n * exact[1] === d * exact[0]);
  if (spelledTraditionally) return spelledTraditionally;
  if (exact[1] <= EXACT_MAX_DENOMINATOR) return exact;
  let nearest: Fraction | undefined;
  let nearestError = Infinity;
  for (const fraction of FRACTION_LADDER) {
    const ladderOdds = SCALE + (fraction[0] * SCALE) / fraction[1];
    const error = Math.abs(ladderOdds - odds) / odds;
    if (error < nearestError) {
      nearest = fraction;
      nearestError = error;
    }
  }
  if (nearest && nearestError <= LADDER_TOLERANCE) return nearest;
  return closestFraction(profit, SCALE, FALLBACK_MAX_DENOMINATOR);
}

/** British: 1/4, 6/5. */
export function toBritish(odds: OddsMilli): string {
  const [numerator, denominator] = toFraction(odds);
  return `${numerator}/${denominator}`;
}

const FORMATTERS: Readonly<Record<OddsFormat, (odds: OddsMilli) => string>> = {
  european: toEuropean,
  british: toBritish,
  hongkong: toHongKong,
  american: toAmerican,
  indonesian: toIndonesian,
  malaysian: toMalaysian,
  percent: toPercent,
};

/** Formats odds in a format. */
export function formatOdds(odds: OddsMilli, format: OddsFormat): string {
  return FORMATTERS[format](odds);
}

function parseNumber(text: string): number {
  const value = Number(text.trim().replace(',', '.').replace('%', ''));
  if (!Number.isFinite(value)) throw new RangeError(`not a number: ${text}`);
  return value;
}

/** Reads odds written in a format back into decimal odds × 1000 (American −200 → 1500). */
export function parseOdds(text: string, format: OddsFormat): OddsMilli {
  if (format === 'british') {
    const [num, den] = text.split('/').map(parseNumber);
    if (num === undefined || den === undefined || den <= 0 || num <= 0)
      throw new RangeError(`bad fraction: ${text}`);
    return Math.round(SCALE + (num * SCALE) / den);
  }
  const value = parseNumber(text);
  const fromProfit = (profit: number) => Math.round(SCALE + profit * SCALE);
  switch (format) {
    case 'european':
      return Math.round(value * SCALE);
    case 'hongkong':
      return fromProfit(value);
    case 'american':
      return value >= 100 ? fromProfit(value / 100) : fromProfit(100 / -value);
    case 'indonesian':
      return value >= 1 ? fromProfit(value) : fromProfit(1 / -value);
    case 'malaysian':
      return value > 0 ? fromProfit(value) : fromProfit(1 / -value);
    case 'percent':
      return Math.round((100 * SCALE) / value);
  }
}
