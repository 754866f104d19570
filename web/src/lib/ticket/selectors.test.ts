import { describe, expect, it } from 'vitest';
import {
  betIssues,
  canPlace,
  isSelected,
  placeBlockers,
  selectedKeys,
  totalPotentialWin,
  totalStake,
} from './selectors';
import { market, pick, run, stake, start, ticketOf } from './test-fixtures';
import { selectionKey } from './types';

const MULTI = { multiSingleAvailableByProvider: { betradar: true } };
const suspend = {
  type: 'marketsUpdated',
  matchId: 1,
  markets: [market([{ id: 1, odds: 2 }], { status: -1 })],
} as const;

describe('the ticket selectors', () => {
  it('tells whether an outcome is selected', () => {
    const ticket = ticketOf([pick(1), pick(2)]);
    expect(isSelected(ticket, selectionKey(pick(1)))).toBe(true);
    expect(isSelected(ticket, selectionKey(pick(3)))).toBe(false);
    expect(selectedKeys(ticket).size).toBe(2);
  });

  it('sums the stakes and the potential wins', () => {
    const ticket = run(ticketOf([pick(1), pick(2, { odds: 3000 })], MULTI), stake(0, 100), stake(1, 200));
    expect(totalStake(ticket)).toBe(300);
    expect(totalPotentialWin(ticket)).toBe(800);
  });

  it('offers only a single for one selection', () => {
    expect(ticketOf([pick(1)]).bets.map((bet) => bet.type)).toEqual(['single']);
  });
});

describe('the place button (docs/product.md#place-button)', () => {
  it('is disabled without bets', () => {
    expect(placeBlockers(start())).toEqual(['NO_BETS']);
  });

  it('is disabled while a stake is 0', () => {
    expect(placeBlockers(ticketOf([pick(1)]))).toEqual(['STAKE_NOT_POSITIVE']);
  });

  it('is enabled for a valid single with a stake', () => {
    expect(placeBlockers(run(ticketOf([pick(1)]), stake(0, 100)))).toEqual([]);
    expect(canPlace(run(ticketOf([pick(1)]), stake(0, 100)))).toBe(true);
  });

  it('is disabled when the first bet is invalid', () => {
    const ticket = run(ticketOf([pick(1), pick(2)]), stake(0, 100), suspend);
    expect(placeBlockers(ticket)).toEqual(['FIRST_BET_INVALID', 'BET_CHECK_FAILED']);
    expect(betIssues(ticket.bets[0]!)).toEqual(['SUSPENDED_SELECTION']);
  });

  it('is disabled while odds changes wait for the player', () => {
    const moved = { type: 'marketsUpdated', matchId: 1, markets: [market([{ id: 1, odds: 2.2 }])] } as const;
    const ticket = run(ticketOf([pick(1)]), stake(0, 100), moved);
    expect(placeBlockers(ticket)).toContain('ODDS_CHANGED');
    expect(betIssues(ticket.bets[0]!)).toEqual(['CHANGED_ODDS']);
  });

  it('is disabled when the stake equals the potential win', () => {
    const ticket = run(ticketOf([pick(1, { odds: 1001 })]), stake(0, 100));
    expect(placeBlockers(ticket)).toEqual(['NO_PROFIT']);
  });

  it('is disabled when a system stake does not split into whole lines', () => {
    // Three picks: the treble (0) and the 2/3 system (1).
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)]), stake(1, 100));
    expect(placeBlockers(ticket)).toEqual(['BET_CHECK_FAILED']);
    expect(betIssues(ticket.bets[1]!)).toEqual(['SYSTEM_STAKE_NOT_DIVISIBLE']);
  });

  it('checks multi-singles each on its own: a single without stake is skipped', () => {
    const ticket = run(ticketOf([pick(1), pick(2)], MULTI), stake(1, 100), suspend);
    expect(placeBlockers(ticket)).toEqual([]);
  });

  it('checks multi-singles each on its own: a staked single that fails blocks', () => {
    const ticket = run(ticketOf([pick(1), pick(2)], MULTI), stake(0, 100), suspend);
    expect(placeBlockers(ticket)).toEqual(['BET_CHECK_FAILED']);
  });

  it('is disabled for multi-singles when no single has a stake', () => {
    expect(placeBlockers(ticketOf([pick(1), pick(2)], MULTI))).toEqual(['STAKE_NOT_POSITIVE']);
  });

  it('is disabled while a placement is under way', () => {
    const ticket = run(ticketOf([pick(1)]), stake(0, 100), { type: 'placementStarted', idempotencyKey: 'k' });
    expect(placeBlockers(ticket)).toEqual(['PLACEMENT_IN_PROGRESS']);
  });

  it('flags a bet without selections, a combo of one and a single of two', () => {
    const [bet] = ticketOf([pick(1), pick(2)]).bets;
    if (!bet) throw new Error('no bet');
    expect(betIssues({ ...bet, selections: [] })).toContain('NO_SELECTIONS');
    expect(betIssues({ ...bet, selections: bet.selections.slice(0, 1) })).toContain('TOO_FEW_SELECTIONS');
    expect(betIssues({ ...bet, type: 'single' })).toContain('TOO_FEW_SELECTIONS');
  });

  it('flags a system whose type does not fit its selections', () => {
    const [bet] = ticketOf([pick(1), pick(2)]).bets;
    if (!bet) throw new Error('no bet');
    expect(betIssues({ ...bet, type: 'system', systemId: '2/3' })).toEqual(['SYSTEM_TYPE_MISMATCH']);
  });

  it('flags a selection that is not available', () => {
    const gone = { type: 'marketsUpdated', matchId: 1, markets: [] } as const;
    const [bet] = run(ticketOf([pick(1)]), gone).bets;
    if (!bet) throw new Error('no bet');
    expect(betIssues(bet)).toEqual(['UNAVAILABLE_SELECTION']);
  });

  it('flags two picks of one match in one bet', () => {
    const ticket = ticketOf([pick(1), pick(2)]);
    const bet = ticket.bets[0]!;
    const doubled = { ...bet, selections: [...bet.selections, { ...bet.selections[0]!, outcomeId: 2 }] };
    expect(betIssues(doubled)).toContain('SAME_MATCH_TWICE');
  });
});
