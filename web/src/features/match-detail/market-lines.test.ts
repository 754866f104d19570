import { describe, expect, it } from 'vitest';
import type { Market } from '@/api/types';
import { lineLabel } from '@/lib/market-line';
import { familyKey, marketFamilies, withoutLine } from './market-lines';

function market(id: number, specifier: string, name: string, outcomes: string[], balanced = false): Market {
  return {
    id,
    specifier,
    name,
    most_balanced: balanced,
    status: 1,
    priority: 0,
    market_groups: ['total'],
    custom_bet_groups: [],
    match_urn_id: 'sr:match:1',
    provider: 'betradar',
    outcomes: outcomes.map((outcome, index) => ({ id: 12 + index, name: outcome, active: true, odds: 1.9 })),
  };
}

describe('a name without its line', () => {
  it('drops the line where the template put it', () => {
    expect(withoutLine('Total goals 2.5', '2.5')).toBe('Total goals');
    expect(withoutLine('Total goals 2.5 & both teams to score', '2.5')).toBe(
      'Total goals & both teams to score',
    );
    expect(withoutLine('Asian handicap -0.25', '-0.25')).toBe('Asian handicap');
    expect(withoutLine('Partizan (+0.25)', '-0.25')).toBe('Partizan');
    expect(withoutLine('Crvena zvezda (-1)', '1')).toBe('Crvena zvezda');
    expect(withoutLine('Draw (0)', '0')).toBe('Draw');
  });

  it('keeps other numbers, and the name when the line is not in it', () => {
    expect(withoutLine('1X2 & total goals 1.5', '1.5')).toBe('1X2 & total goals');
    expect(withoutLine('Period 1 - total goals 1', '1')).toBe('Period 1 - total goals');
    expect(withoutLine('Both teams to score', '2.5')).toBe('Both teams to score');
  });
});

describe('line labels', () => {
  it('sign a handicap from the home side and leave a total as it is', () => {
    expect(lineLabel('hcp', '0.25')).toBe('+0.25');
    expect(lineLabel('hcp', '-1.5')).toBe('-1.5');
    expect(lineLabel('hcp', '0')).toBe('0');
    expect(lineLabel('total', '2.5')).toBe('2.5');
  });
});

describe('market families', () => {
  it('key a market by id and its specifier without the line', () => {
    expect(familyKey(market(18, 'total=2.5', '', []))).toBe('18|');
    expect(familyKey(market(236, 'quarternr=1|total=40.5', '', []))).toBe('236|quarternr=1');
  });

  it('make one table of the lines of a type, the main line first, then by line', () => {
    const markets = [
      market(18, 'total=1.5', 'Total goals 1.5', ['Over 1.5', 'Under 1.5']),
      market(18, 'total=2.5', 'Total goals 2.5', ['Over 2.5', 'Under 2.5'], true),
      market(18, 'total=0.5', 'Total goals 0.5', ['Over 0.5', 'Under 0.5']),
      market(1, '', '1X2', ['Home', 'Draw', 'Away']),
      market(236, 'quarternr=1|total=40.5', 'Quarter 1 - total 40.5', ['Over 40.5', 'Under 40.5']),
    ];
    const families = marketFamilies(markets);
    expect(families.map((family) => family.kind)).toEqual(['lines', 'single', 'lines']);
    const [totals, result, quarter] = families;
    if (totals?.kind !== 'lines' || result?.kind !== 'single' || quarter?.kind !== 'lines') {
      throw new Error('unexpected families');
    }
    expect(totals.title).toBe('Total goals');
    expect(totals.columns.map((column) => column.name)).toEqual(['Over', 'Under']);
    expect(totals.lines.map((line) => line.label)).toEqual(['2.5', '0.5', '1.5']);
    expect(result.title).toBe('1X2');
    expect(quarter.title).toBe('Quarter 1 - total');
    expect(quarter.lines).toHaveLength(1);
  });
});
