import { describe, expect, it } from 'vitest';
import { market, pick, run, start, ticketOf } from '@/lib/ticket/test-fixtures';
import { placeReasonKeys } from './place-reasons';

describe('placeReasonKeys', () => {
  it('asks for a selection on an empty slip', () => {
    expect(placeReasonKeys(start())).toEqual(['betslip.blocked.noBets']);
  });
  it('asks for a stake, then nothing once the bet can be placed', () => {
    const ticket = ticketOf([pick(1)]);
    expect(placeReasonKeys(ticket)).toEqual(['betslip.blocked.noStake']);
    expect(placeReasonKeys(run(ticket, { type: 'stakeChanged', betIndex: 0, stake: 100 }))).toEqual([]);
  });
  it('says a price below 1.01 brings no profit', () => {
    const ticket = run(ticketOf([pick(1, { odds: 1000 })]), {
      type: 'stakeChanged',
      betIndex: 0,
      stake: 100,
    });
    expect(placeReasonKeys(ticket)).toEqual(['betslip.blocked.noProfit']);
  });
  it('spells out an invalid bet as its issues', () => {
    const ticket = run(
      ticketOf([pick(1), pick(2), pick(3)]),
      // The 2/3 system, after the treble.
      { type: 'stakeChanged', betIndex: 1, stake: 100 },
    );
    // 1.00 does not split into 3 lines of whole cents
    expect(placeReasonKeys(ticket)).toEqual(['betslip.issues.stakeNotDivisible']);
  });
  it('names suspended selections', () => {
    const ticket = run(
      ticketOf([pick(1)]),
      { type: 'stakeChanged', betIndex: 0, stake: 100 },
      { type: 'marketsUpdated', matchId: 1, markets: [market([{ id: 1, odds: 2000, active: false }])] },
    );
    expect(placeReasonKeys(ticket)).toContain('betslip.issues.suspended');
  });
});
