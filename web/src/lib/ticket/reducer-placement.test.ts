import { describe, expect, it } from 'vitest';
import type { TicketAction } from './actions';
import { buildPlacement, minorToDecimalText, type PlacementFailure } from './placement';
import { ticketReducer } from './reducer';
import { market, pick, run, stake, ticketOf, toggle } from './test-fixtures';
import type { Ticket } from './types';

const MULTI = { multiSingleAvailableByProvider: { betradar: true } };
const placing = (key = 'key-1'): TicketAction => ({ type: 'placementStarted', idempotencyKey: key });
const failed = (failure: PlacementFailure): TicketAction => ({ type: 'placementFailed', failure });
const answer = (id: number, odds: number[]) => ({
  id,
  status: 'waiting_results',
  is_vip: false,
  selections: odds.map((o) => ({ odds: o })),
});

function staked(): Ticket {
  return run(
    ticketOf([pick(1, { odds: 1850 }), pick(2, { marketId: 18, specifier: 'total=2.5', outcomeId: 12 })]),
    stake(0, 1000),
  );
}

describe('the ticket: placement payload', () => {
  it('writes minor units as decimal text', () => {
    expect(minorToDecimalText(1000, 100)).toBe('10.00');
    expect(minorToDecimalText(5, 100)).toBe('0.05');
    expect(minorToDecimalText(123456789, 100_000_000)).toBe('1.23456789');
    expect(minorToDecimalText(7, 1)).toBe('7');
  });

  it('builds the POST /api/sb/bets body of docs/product.md#placement-payload', () => {
    const ticket = run(staked(), placing());
    expect(buildPlacement(ticket, { deviceId: 'dev-1', quick: false })).toEqual({
      meta: { device_id: 'dev-1', quick: false, type: 'combo' },
      bets: [
        {
          stake: { value: '10.00', currency: 'EUR' },
          selections: [
            { match_id: 1, market_id: 1, specifier: '', outcome_id: 1, odds: 1.85 },
            { match_id: 2, market_id: 18, specifier: 'total=2.5', outcome_id: 12, odds: 2 },
          ],
        },
      ],
    });
  });

  it('sends system_id and the TOTAL stake for a system only', () => {
    const ticket = run(
      ticketOf([pick(1), pick(2), pick(3)]),
      { type: 'stakeChanged', betIndex: 1, stake: 100, per: 'line' },
      placing(),
    );
    const [bet] = buildPlacement(ticket, { deviceId: 'd', quick: false }).bets;
    expect(bet).toMatchObject({ system_id: '2/3', stake: { value: '3.00', currency: 'EUR' } });
    expect(
      buildPlacement(run(staked(), placing()), { deviceId: 'd', quick: false }).bets[0],
    ).not.toHaveProperty('system_id');
  });

  it('sends only the bets with a stake above 0', () => {
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)], MULTI), stake(1, 100), placing());
    expect(ticket.processingBets).toEqual([1]);
    const body = buildPlacement(ticket, { deviceId: 'd', quick: true });
    expect(body.bets.map((b) => b.selections[0]?.match_id)).toEqual([2]);
    expect(body.meta).toEqual({ device_id: 'd', quick: true, type: 'single' });
  });

  it('sends the accepted odds', () => {
    const moved = { type: 'marketsUpdated', matchId: 1, markets: [market([{ id: 1, odds: 1.9 }])] } as const;
    const ticket = run(staked(), moved, { type: 'oddsChangesAccepted' }, placing());
    expect(buildPlacement(ticket, { deviceId: 'd', quick: false }).bets[0]?.selections[0]?.odds).toBe(1.9);
  });
});

describe('the ticket: placing', () => {
  it('goes to PROCESSING, clears the error and marks the placement in progress', () => {
    const ticket = run(staked(), placing());
    expect(ticket).toMatchObject({
      status: 'PROCESSING',
      inProgress: true,
      error: null,
      processingBets: [0],
    });
  });

  it('does not start without a bet with a stake', () => {
    const ticket = ticketOf([pick(1)]);
    expect(ticketReducer(ticket, placing())).toBe(ticket);
  });

  it('refuses edits while processing', () => {
    const ticket = run(staked(), placing());
    expect(ticketReducer(ticket, toggle(pick(3)))).toBe(ticket);
    expect(ticketReducer(ticket, stake(0, 5))).toBe(ticket);
    expect(ticketReducer(ticket, { type: 'ticketCleared' })).toBe(ticket);
  });

  it('keeps the idempotency key across retries of the same attempt', () => {
    const retried = run(staked(), placing('a'), failed({ status: 503 }), placing('b'));
    expect(retried.attempt?.key).toBe('a');
  });

  it('takes a new idempotency key after any change', () => {
    const changed = run(staked(), placing('a'), failed({ status: 503 }), stake(0, 2000), placing('b'));
    expect(changed.attempt?.key).toBe('b');
    const back = run(
      staked(),
      placing('a'),
      failed({ status: 503 }),
      stake(0, 2000),
      stake(0, 1000),
      placing('c'),
    );
    expect(back.attempt?.key).toBe('a');
  });

  it('takes a new idempotency key after a success or a coded rejection', () => {
    const done = run(staked(), placing('a'), { type: 'placementSucceeded', bets: [answer(9, [1.85, 2])] });
    expect(run(done, { type: 'placedSelectionsKept' }, placing('b')).attempt?.key).toBe('b');
    const refused = run(staked(), placing('a'), failed({ status: 422, code: 101 }), placing('c'));
    expect(refused.attempt?.key).toBe('c');
  });

  it('on success stores bet id, status, VIP flag and confirmed odds, and goes to SUCCESS', () => {
    const ticket = run(staked(), placing(), {
      type: 'placementSucceeded',
      bets: [{ id: 42, status: 'submitted', is_vip: true, selections: [{ odds: 1.9 }, { odds: 2 }] }],
    });
    expect(ticket).toMatchObject({ status: 'SUCCESS', inProgress: false });
    expect(ticket.bets[0]?.placed).toEqual({
      betId: '42',
      status: 'submitted',
      isVip: true,
      sentOdds: [1850, 2000],
    });
    expect(ticket.bets[0]?.selections[0]).toMatchObject({ odds: 1900, acceptedOdds: 1900 });
  });

  it('keeps what the receipt shows from the answer: reference, stored odds, stake, win', () => {
    const ticket = run(staked(), placing(), {
      type: 'placementSucceeded',
      bets: [
        {
          id: 42,
          ref: 'SB00000042',
          status: 'waiting_results',
          is_vip: false,
          odds: 3.8,
          stake: { value: 1000 },
          win_amount: 3800,
          selections: [{ odds: 1.9 }, { odds: 2 }],
        },
      ],
    });
    expect(ticket.bets[0]?.placed).toEqual({
      betId: '42',
      ref: 'SB00000042',
      status: 'waiting_results',
      isVip: false,
      odds: 3800,
      stake: 1000,
      win: 3800,
      // The slip sent 1.85 for the first pick; 1.90 was taken.
      sentOdds: [1850, 2000],
    });
  });

  it('shows the decision of a submitted live bet on the receipt (bet_changed)', () => {
    const done = run(staked(), placing(), {
      type: 'placementSucceeded',
      bets: [{ id: 42, status: 'submitted', is_vip: false, selections: [{ odds: 1.9 }, { odds: 2 }] }],
    });
    const rejected = run(done, {
      type: 'placedBetChanged',
      betId: '42',
      status: 'rejected',
      reason: 'odds_changed',
    });
    expect(rejected.bets[0]?.placed).toEqual({
      betId: '42',
      status: 'rejected',
      isVip: false,
      reason: 'odds_changed',
      sentOdds: [1850, 2000],
    });
    expect(rejected.status).toBe('SUCCESS');
    const accepted = run(done, {
      type: 'placedBetChanged',
      betId: '42',
      status: 'waiting_results',
      reason: null,
    });
    expect(accepted.bets[0]?.placed).toEqual({
      betId: '42',
      status: 'waiting_results',
      isVip: false,
      sentOdds: [1850, 2000],
    });
    expect(run(done, { type: 'placedBetChanged', betId: '7', status: 'rejected', reason: null })).toBe(done);
  });

  it('takes the odds a live bet was decided at from bet_changed, keeping the price sent', () => {
    const done = run(staked(), placing(), {
      type: 'placementSucceeded',
      bets: [{ id: 42, status: 'submitted', is_vip: false, selections: [{ odds: 1.85 }, { odds: 2 }] }],
    });
    const decided = run(done, {
      type: 'placedBetChanged',
      betId: '42',
      status: 'waiting_results',
      reason: null,
      bet: {
        id: 42,
        ref: 'SB00000042',
        status: 'waiting_results',
        is_vip: false,
        odds: 3.9,
        stake: { value: 1000 },
        win_amount: 3900,
        selections: [{ odds: 1.95 }, { odds: 2 }],
      },
    });
    expect(decided.bets[0]?.placed).toMatchObject({ ref: 'SB00000042', odds: 3900, win: 3900 });
    expect(decided.bets[0]?.placed?.sentOdds).toEqual([1850, 2000]);
    expect(decided.bets[0]?.selections.map((s) => s.acceptedOdds)).toEqual([1950, 2000]);
  });

  it('after a success keeps the selections for another bet, or clears them', () => {
    const done = run(staked(), placing(), { type: 'placementSucceeded', bets: [answer(1, [1.85, 2])] });
    const kept = run(done, { type: 'placedSelectionsKept' });
    expect(kept).toMatchObject({ status: 'INITIAL', processingBets: [] });
    expect(kept.bets[0]).toMatchObject({ placed: null, stake: 1000 });
    expect(run(done, { type: 'ticketCleared' }).bets).toEqual([]);
  });

  it('starts from the kept selections when the player edits after a success', () => {
    const done = run(staked(), placing(), { type: 'placementSucceeded', bets: [answer(1, [1.85, 2])] });
    const edited = run(done, toggle(pick(3)));
    expect(edited.status).toBe('INITIAL');
    expect(edited.bets[0]?.placed).toBeNull();
  });

  it('ignores an answer when nothing is being placed', () => {
    const ticket = staked();
    expect(ticketReducer(ticket, { type: 'placementSucceeded', bets: [] })).toBe(ticket);
    expect(ticketReducer(ticket, failed({ status: 500 }))).toBe(ticket);
  });
});

describe('the ticket: placement errors (docs/product.md#placement-errors)', () => {
  it('maps 101 INVALID_ODDS to its key and the wrong-odds flag, state ERROR', () => {
    const ticket = run(staked(), placing(), failed({ status: 422, code: 101, key: 'INVALID_ODDS' }));
    expect(ticket).toMatchObject({ status: 'ERROR', inProgress: false, processingBets: [] });
    expect(ticket.error).toMatchObject({
      messageKey: 'error.place_bets.invalid_odds',
      isWrongOdds: true,
      isPve: false,
    });
  });

  it('sets the wrong-odds flag for the risk-validation keys', () => {
    const key = 'error.risk_validation.odds_to_low';
    const ticket = run(staked(), placing(), failed({ status: 422, code: 'RISK', key }));
    expect(ticket.error).toMatchObject({
      isWrongOdds: true,
      messageKey: 'error.place_bets.default',
      details: key,
    });
  });

  it('sets the wrong-odds flag from a per-bet key', () => {
    const bets = [{ index: 0, code: 'RISK', key: 'error.risk_validation.odds_higher_than_bookmakers' }];
    const ticket = run(staked(), placing(), failed({ status: 422, code: 'MULTIPLE', bets }));
    expect(ticket.error?.isWrongOdds).toBe(true);
  });

  it('leaves the wrong-odds flag off for other codes', () => {
    const ticket = run(staked(), placing(), failed({ status: 422, code: 118 }));
    expect(ticket.error).toMatchObject({ isWrongOdds: false, messageKey: 'error.place_bets.default' });
  });

  it('maps 114 to the pve message and flag', () => {
    const ticket = run(staked(), placing(), failed({ status: 403, code: 114 }));
    expect(ticket.error).toMatchObject({
      messageKey: 'error.platform.pve_player_bet_forbidden',
      isPve: true,
    });
  });

  it('maps 120 to the custom-bet odds message', () => {
    const ticket = run(staked(), placing(), failed({ status: 422, code: 120 }));
    expect(ticket.error?.messageKey).toBe('error.place_bets.invalid_odds_custom_bet');
  });

  it('maps each bet localized_message of multi-singles to its selection', () => {
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)], MULTI), stake(0, 100), stake(2, 100), placing());
    const next = run(
      ticket,
      failed({
        status: 422,
        code: 'MULTIPLE',
        bets: [{ index: 1, code: 'X', key: 'error.place_bets.default', localized_message: 'Too late' }],
      }),
    );
    expect(next.error?.selectionMessages).toEqual({ '3/1//1': 'Too late' });
  });

  it('treats an unauthorized status as a general error, back to INITIAL', () => {
    const ticket = run(staked(), placing(), failed({ status: 401, code: 'unauthorized' }));
    expect(ticket).toMatchObject({
      status: 'INITIAL',
      error: null,
      hasGeneralAlert: true,
      processingBets: [],
    });
  });

  it('treats a failure without a code as a general error', () => {
    const ticket = run(staked(), placing(), failed({ status: 500 }));
    expect(ticket).toMatchObject({ status: 'INITIAL', hasGeneralAlert: true, inProgress: false });
  });

  it('clears the general alert when placing again', () => {
    expect(run(staked(), placing(), failed({ status: 500 }), placing()).hasGeneralAlert).toBe(false);
  });

  it('dismissing the error returns to INITIAL', () => {
    const ticket = run(staked(), placing(), failed({ status: 422, code: 101 }), { type: 'errorDismissed' });
    expect(ticket).toMatchObject({ status: 'INITIAL', error: null, hasGeneralAlert: false });
  });

  it('editing after an error clears it', () => {
    const ticket = run(staked(), placing(), failed({ status: 422, code: 101 }), stake(0, 500));
    expect(ticket).toMatchObject({ status: 'INITIAL', error: null });
  });
});
