import type { Market } from '@/api/types';
import { isLineKey, lineLabel, lineOf, specifierPairs, type LineKey } from '@/lib/market-line';

/** One line of a family: its market and the line as the table's first column shows it. */
export type MarketLine = { market: Market; value: number; label: string };

/** A column of a line table: an outcome id and its name without the line ("Over", a team). */
export type LineColumn = { outcomeId: number; name: string };

/**
 * The markets of one type and stretch of play (market id + specifier without its line), as one
 * card: several lines become a table, a market without a line stays a list of outcomes.
 */
export type MarketFamily =
  | {
      kind: 'lines';
      key: string;
      title: string;
      lineKey: LineKey;
      columns: LineColumn[];
      /** The main (`most_balanced`) line first, then the others by line. */
      lines: MarketLine[];
    }
  | { kind: 'single'; key: string; title: string; market: Market };

/** The family a market belongs to: its id and the specifier without the line. */
export function familyKey(market: Market): string {
  const rest = specifierPairs(market.specifier)
    .filter(([key]) => !isLineKey(key))
    .map((pair) => pair.join('='))
    .join('|');
  return `${market.id}|${rest}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A name without its line: the last whole token `2.5`, `-0.25`, `+1` or `(+1)` of the line's
 * value goes ("Total goals 2.5" → "Total goals", "Team (+0.25)" → "Team"); other numbers (a
 * period's, a 1X2's) stay.
 */
export function withoutLine(name: string, value: string): string {
  const magnitude = escapeRegExp(value.replace(/^[+-]/, ''));
  const token = new RegExp(`(^|\\s)\\(?[+-]?${magnitude}\\)?(?=\\s|$)`, 'g');
  const matches = [...name.matchAll(token)];
  const last = matches.at(-1);
  if (last?.index === undefined) return name;
  const start = last.index + (last[1]?.length ?? 0);
  const end = last.index + last[0].length;
  return `${name.slice(0, start)}${name.slice(end)}`.replace(/\s{2,}/g, ' ').trim();
}

function linesFamily(key: string, markets: Market[], lineKey: LineKey): MarketFamily {
  const lines = markets.map((market) => {
    const value = lineOf(market.specifier)?.value ?? '0';
    return { market, value: Number(value), label: lineLabel(lineKey, value) };
  });
  lines.sort((a, b) => Number(b.market.most_balanced) - Number(a.market.most_balanced) || a.value - b.value);
  const first = lines[0]?.market ?? markets[0];
  const firstValue = lineOf(first?.specifier ?? '')?.value ?? '';
  const columns: LineColumn[] = [];
  for (const { market } of lines) {
    const value = lineOf(market.specifier)?.value ?? '';
    for (const outcome of market.outcomes) {
      if (columns.some((column) => column.outcomeId === outcome.id)) continue;
      columns.push({ outcomeId: outcome.id, name: withoutLine(outcome.name, value) });
    }
  }
  return {
    kind: 'lines',
    key,
    title: withoutLine(first?.name ?? '', firstValue),
    lineKey,
    columns,
    lines,
  };
}

/**
 * The markets of a match as cards, in the order of their first market (the server sorts by
 * priority): one card per market type and stretch of play.
 */
export function marketFamilies(markets: readonly Market[]): MarketFamily[] {
  const byKey = new Map<string, Market[]>();
  for (const market of markets) {
    const key = familyKey(market);
    const family = byKey.get(key);
    if (family) family.push(market);
    else byKey.set(key, [market]);
  }
  return [...byKey].map(([key, members]) => {
    // Without a line key the whole specifier is in the key: the family is that one market.
    const [first] = members;
    const line = lineOf(first?.specifier ?? '');
    if (line === undefined && first) return { kind: 'single', key, title: first.name, market: first };
    return linesFamily(key, members, line?.key ?? 'total');
  });
}
