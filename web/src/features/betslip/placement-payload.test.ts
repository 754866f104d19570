import { describe, expect, it } from 'vitest';
import { buildPlacement } from '@/lib/ticket/placement';
import { pick, run, ticketOf } from '@/lib/ticket/test-fixtures';
import { parseStake } from './slip-text';

/** What the slip sends for what the player did: typed stake, bet type, then "Place bet". */
function placed(stakeText: string, ...ids: number[]) {
  const stake = parseStake(stakeText, 100);
  if (stake === undefined) throw new Error('not a stake');
  let ticket = ticketOf(ids.map((id) => pick(id, { odds: 1500 + id * 100 })));
  // Three picks: the 2/3 system (after the treble) is staked.
  ticket = run(
    ticket,
    { type: 'stakeChanged', betIndex: ids.length === 3 ? 1 : 0, stake },
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
    const system = placed('9', 1, 2, 3);
    expect(system.meta.type).toBe('system');
    expect(system.bets).toHaveLength(1);
    expect(system.bets[0]).toMatchObject({ system_id: '2/3', stake: { value: '9.00', currency: 'EUR' } });
  });
});
