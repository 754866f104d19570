import { describe, expect, it } from 'vitest';
import { buildPlacement } from '@/lib/ticket/placement';
import { pick, run, ticketOf } from '@/lib/ticket/test-fixtures';
import { parseStake } from './slip-text';

/** What the slip sends for what the player did: typed stake, bet type, then "Place bet". */
function placed(stakeText: string, ...ids: number[]) {
  const stake = parseStake(stakeText, 100);
  if (stake === undefined) throw new Error('not a stake');
  let ticket = ticketOf(ids.map((id) => pick(id, { odds: 1500 + id * 100 })));
  if (ids.length === 3) {
    ticket = run(ticket, { type: 'betTypeChanged', change: { betType: 'system', systemId: 'trixie' } });
  }
  ticket = run(
    ticket,
    { type: 'stakeChanged', betIndex: 0, stake },
    { type: 'placementStarted', idempotencyKey: 'k' },
  );
  return buildPlacement(ticket, { deviceId: 'device', quick: false });
}

describe('the placement payload from the slip', () => {
  it('sends a typed decimal-comma stake as decimal text and odds as decimals', () => {
    expect(placed('10,5', 1)).toEqual({
      meta: { device_id: 'device', quick: false, type: 'single' },
      bets: [
        {
          stake: { value: '10.50', currency: 'EUR' },
          selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: 1, odds: 1.6 }],
        },
      ],
    });
  });
  it('sends a combo as one bet and a system with its system_id and total stake', () => {
    expect(placed('4', 1, 2).bets).toHaveLength(1);
    expect(placed('4', 1, 2).meta.type).toBe('combo');
    const trixie = placed('8', 1, 2, 3);
    expect(trixie.meta.type).toBe('system');
    expect(trixie.bets[0]).toMatchObject({ system_id: 'trixie', stake: { value: '8.00', currency: 'EUR' } });
  });
});
