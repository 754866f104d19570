import { describe, expect, it } from 'vitest';
import { isOutcomeOpen, selectionInput, type MarketSource, type MatchSource } from './selection-input';

const match: MatchSource = {
  id: 7,
  urn_id: 'sr:match:7',
  slug: 'arsenal-chelsea',
  name: 'Arsenal - Chelsea',
  status: 1,
  competitors: [{ name: 'Arsenal' }, { name: 'Chelsea' }],
  tournament: { sport: { key: 'football' }, category: { name: 'England' } },
};
const market: MarketSource = {
  id: 18,
  name: 'Total',
  specifier: 'total=2.5',
  provider: 'betradar',
  status: 1,
};

describe('selectionInput', () => {
  it('carries everything the reducer needs, odds as integers', () => {
    expect(selectionInput(match, market, { id: 12, name: 'Over 2.5', odds: 1.85, active: true })).toEqual({
      matchId: 7,
      matchUrnId: 'sr:match:7',
      matchSlug: 'arsenal-chelsea',
      matchStatus: 'live',
      marketId: 18,
      marketName: 'Total',
      specifier: 'total=2.5',
      outcomeId: 12,
      outcomeName: 'Over 2.5',
      odds: 1850,
      provider: 'betradar',
      sportKey: 'football',
      nameA: 'Arsenal',
      nameB: 'Chelsea',
      categoryName: 'England',
    });
  });
  it('names an outright by its event and refuses an unpriced outcome', () => {
    const outright = { ...match, status: 0, competitors: [], name: 'Premier League Winner' };
    const input = selectionInput(outright, market, { id: 1, name: 'Arsenal', odds: 4, active: true });
    expect(input).toMatchObject({ nameA: 'Premier League Winner', nameB: '', matchStatus: 'prematch' });
    expect(selectionInput(match, market, { id: 1, name: 'x', odds: null, active: true })).toBeUndefined();
  });
  it('is open only for an open market and an active priced outcome', () => {
    const outcome = { id: 1, name: 'x', odds: 2, active: true };
    expect(isOutcomeOpen(market, outcome)).toBe(true);
    expect(isOutcomeOpen({ ...market, status: -1 }, outcome)).toBe(false);
    expect(isOutcomeOpen(market, { ...outcome, active: false })).toBe(false);
    expect(isOutcomeOpen(null, outcome)).toBe(false);
  });
});
