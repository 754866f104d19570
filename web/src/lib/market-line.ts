/** The line of a multi-line market (docs/product.md#markets), read from its specifier. Pure. */

/** Specifier keys that carry the line (core `LINE_KEYS`). */
const LINE_KEYS = ['total', 'hcp'] as const;
export type LineKey = (typeof LINE_KEYS)[number];

/** The `key=value` pairs of a specifier (`quarternr=1|total=40.5`). */
export function specifierPairs(specifier: string): [string, string][] {
  return specifier
    .split('|')
    .map((pair) => pair.split('='))
    .filter((pair): pair is [string, string] => pair.length === 2);
}

/** Whether a specifier key is a line's. */
export function isLineKey(key: string): key is LineKey {
  return LINE_KEYS.some((lineKey) => lineKey === key);
}

/** The line of a specifier as it is written (`hcp=-0.25` → hcp, `-0.25`), if it has one. */
export function lineOf(specifier: string): { key: LineKey; value: string } | undefined {
  const pair = specifierPairs(specifier).find(([key]) => isLineKey(key));
  return pair && isLineKey(pair[0]) ? { key: pair[0], value: pair[1] } : undefined;
}

/** The line as lists and tables show it: a handicap signed from the home side's view, a total as it is. */
export function lineLabel(key: LineKey, value: string): string {
  return key === 'hcp' && Number(value) > 0 ? `+${value.replace(/^\+/, '')}` : value;
}
