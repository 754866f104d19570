import { describe, expect, it } from 'vitest';
import type { TicketAction } from './actions';
import type { PlacementFailure } from './placement';
import { market, pick, run, stake, ticketOf } from './test-fixtures';

const placing: TicketAction = { type: 'placementStarted', idempotencyKey: 'key-1' };
const failed = (failure: PlacementFailure): TicketAction => ({ type: 'placementFailed', failure });
const moved: TicketAction = { type: 'marketsUpdated', matchId: 1, markets: [market([{ id: 1, odds: 1.9 }])] };

/** The server's refusal of a single whose price moved (crates/server/src/refusal/bet.rs). */
const oddsChanged = failed({
  status: 422,
  code: 101,
  key: 'error.risk_validation.odds_different_than_bookmaker',
  message: 'The odds have changed. Check them and place the bet again.',
  bets: [
    {
      index: 0,
      code: 101,
      key: 'error.risk_validation.odds_different_than_bookmaker',
      localized_message: 'The odds have changed. Check them and place the bet again.',
    },
  ],
});

const single = () => run(ticketOf([pick(1)]), stake(0, 1000));

describe('the ticket: a refusal is said once', () => {
  it("shows the slip's own odds message without the server's words or a repeat on the selection", () => {
    const ticket = run(single(), placing, oddsChanged);
    expect(ticket.status).toBe('ERROR');
    expect(ticket.error).toMatchObject({
      messageKey: 'error.place_bets.invalid_odds',
      details: null,
      isWrongOdds: true,
      selectionMessages: {},
    });
  });

  it("keeps the server's words under the default message, where they add the reason", () => {
    const ticket = run(
      single(),
      placing,
      failed({ status: 422, code: 100, message: 'The stake is too high.' }),
    );
    expect(ticket.error).toMatchObject({
      messageKey: 'error.place_bets.default',
      details: 'The stake is too high.',
    });
  });

  it('gives way to the odds-changed prompt once the new price arrives', () => {
    const ticket = run(single(), placing, oddsChanged, moved);
    expect(ticket).toMatchObject({ status: 'ODDS_CHANGED', error: null });
    expect(run(ticket, { type: 'oddsChangesAccepted' }).status).toBe('INITIAL');
  });

  it('goes straight to the prompt when the new price arrived during the placement', () => {
    expect(run(single(), placing, moved, oddsChanged)).toMatchObject({ status: 'ODDS_CHANGED', error: null });
  });

  it('keeps any other refusal when a price moves', () => {
    const ticket = run(single(), placing, failed({ status: 422, code: 100 }), moved);
    expect(ticket.status).toBe('ERROR');
    expect(ticket.error?.messageKey).toBe('error.place_bets.default');
  });
});
