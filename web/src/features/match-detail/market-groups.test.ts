import { describe, expect, it } from 'vitest';
import type { Market } from '@/api/types';
import { layoutFor } from './market-groups';

function market(outcomes: string[]): Market {
  return {
    id: 1341,
    specifier: 'inningnr=1',
    name: 'Innings 1 - top batsman',
    most_balanced: false,
    status: 1,
    priority: 0,
    market_groups: ['other'],
    custom_bet_groups: [],
    match_urn_id: 'sr:match:1',
    provider: 'betradar',
    outcomes: outcomes.map((outcome, index) => ({ id: 1501 + index, name: outcome, active: true, odds: 4 })),
  };
}

describe('the layout of a market without lines', () => {
  it('gives two- and three-way markets their own columns', () => {
    expect(layoutFor(market(['Yes', 'No']))).toBe('cols2');
    expect(layoutFor(market(['Home', 'Draw', 'Away']))).toBe('cols3');
  });

  it('fits as many columns as names allow', () => {
    expect(layoutFor(market(['0:0', '1:0', '0:1', '1:1']))).toBe('many');
    expect(layoutFor(market(['Will Redmayne', 'Joe Kershaw', 'Marcus Ormerod', 'Finn Van Wyk']))).toBe(
      'manyWide',
    );
  });
});
