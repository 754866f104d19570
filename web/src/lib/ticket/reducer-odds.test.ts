import { describe, expect, it } from 'vitest';
import type { TicketAction } from './actions';
import { isAcceptedSilently, type MarketState } from './odds-updates';
import { ticketReducer } from './reducer';
import { market, pick, run, stake, ticketOf } from './test-fixtures';
import type { OddsAcceptMode, Selection, Ticket } from './types';

function update(matchId: number, markets: MarketState[]): TicketAction {
  return { type: 'marketsUpdated', matchId, markets };
}
/** Match 1's 1X2 market with outcome 1 at `odds` (decimal). */
function price(odds: number | null, extra: Partial<MarketState> = {}): TicketAction {
  return update(1, [
    market(
      [
        { id: 1, odds },
        { id: 2, odds: 3.1 },
      ],
      extra,
    ),
  ]);
}
function first(ticket: Ticket): Selection | undefined {
  return ticket.bets[0]?.selections[0];
}
function one(mode: OddsAcceptMode): Ticket {
  return ticketOf([pick(1)], { oddsAcceptMode: mode });
}

describe('the odds-accept modes', () => {
  it('take a move silently: none only the same price, higher the same or higher, any every price', () => {
    const table = (['none', 'higher', 'any'] as const).map((mode) =>
      [1900, 2000, 2100].map((next) => isAcceptedSilently(mode, 2000, next)),
    );
    expect(table).toEqual([
      [false, true, false],
      [false, true, true],
      [true, true, true],
    ]);
  });
});

describe('the ticket: odds updates', () => {
  it('mode none: any change sets ODDS_CHANGED and keeps the accepted odds', () => {
    for (const odds of [2.1, 1.9]) {
      const ticket = run(one('none'), price(odds));
      expect(ticket.status).toBe('ODDS_CHANGED');
      expect(first(ticket)).toMatchObject({ odds: odds * 1000, acceptedOdds: 2000, isChanged: true });
    }
  });

  it('mode none: the price coming back clears the change', () => {
    const ticket = run(one('none'), price(2.1), price(2.0));
    expect(ticket.status).toBe('INITIAL');
    expect(first(ticket)?.isChanged).toBe(false);
  });

  it('mode higher: a higher or equal price is taken silently', () => {
    const ticket = run(one('higher'), price(2.5));
    expect(ticket.status).toBe('INITIAL');
    expect(first(ticket)).toMatchObject({ odds: 2500, acceptedOdds: 2500, isChanged: false });
  });

  it('mode higher: a lower price sets ODDS_CHANGED', () => {
    const ticket = run(one('higher'), price(1.8));
    expect(ticket.status).toBe('ODDS_CHANGED');
    expect(first(ticket)).toMatchObject({ odds: 1800, acceptedOdds: 2000, isChanged: true });
  });

  it('mode any: every price is taken', () => {
    const ticket = run(one('any'), price(1.5));
    expect(ticket.status).toBe('INITIAL');
    expect(first(ticket)).toMatchObject({ odds: 1500, acceptedOdds: 1500, isChanged: false });
  });

  it('keeps the initial odds through every change', () => {
    expect(first(run(one('any'), price(1.5), price(3)))?.initialOdds).toBe(2000);
  });

  it('accepting the changes returns to INITIAL and resets the accepted odds', () => {
    const ticket = run(one('none'), price(1.7), { type: 'oddsChangesAccepted' });
    expect(ticket.status).toBe('INITIAL');
    expect(first(ticket)).toMatchObject({ odds: 1700, acceptedOdds: 1700, isChanged: false });
  });

  it('suspends a selection whose market is not open', () => {
    expect(first(run(one('none'), price(2, { status: -1 })))?.isSuspended).toBe(true);
  });

  it('suspends a selection whose outcome is inactive, unpriced or missing', () => {
    const inactive = update(1, [market([{ id: 1, odds: 2, active: false }])]);
    const missing = update(1, [market([{ id: 2, odds: 2 }])]);
    expect(first(run(one('none'), inactive))?.isSuspended).toBe(true);
    expect(first(run(one('none'), price(null)))?.isSuspended).toBe(true);
    expect(first(run(one('none'), missing))?.isSuspended).toBe(true);
  });

  it('lifts the suspension when the market opens again', () => {
    expect(first(run(one('none'), price(2, { status: -1 }), price(2)))?.isSuspended).toBe(false);
  });

  it('marks a selection not available when its market is gone', () => {
    expect(first(run(one('none'), update(1, [market([{ id: 1, odds: 2 }], { id: 18 })])))).toMatchObject({
      isNotAvailable: true,
    });
  });

  it('leaves other matches and an unchanged ticket alone', () => {
    const ticket = one('none');
    expect(ticketReducer(ticket, update(99, [market([{ id: 1, odds: 5 }])]))).toBe(ticket);
    expect(ticketReducer(ticket, price(2))).toBe(ticket);
  });

  it('drops suspended and unavailable selections, and bets left empty', () => {
    const two = ticketOf([pick(1), pick(2)], { multiSingleAvailableByProvider: { betradar: true } });
    const ticket = run(two, price(2, { status: -1 }), { type: 'unavailableSelectionsDropped' });
    expect(ticket.bets.map((bet) => bet.selections[0]?.matchId)).toEqual([2]);
  });

  it('dropping nothing keeps the ticket', () => {
    const ticket = one('none');
    expect(ticketReducer(ticket, { type: 'unavailableSelectionsDropped' })).toBe(ticket);
  });

  it('marks the selections of a provider that goes down as not available, and clears it when it is back', () => {
    const down = run(one('none'), {
      type: 'providerStatusesChanged',
      statuses: [{ provider: 'betradar', is_active: false }],
    });
    expect(first(down)?.isNotAvailable).toBe(true);
    const up = run(down, {
      type: 'providerStatusesChanged',
      statuses: [{ provider: 'betradar', is_active: true }],
    });
    expect(first(up)?.isNotAvailable).toBe(false);
  });

  it('changes only the providers a status change names', () => {
    const status = (provider: string, isActive: boolean): TicketAction => ({
      type: 'providerStatusesChanged',
      statuses: [{ provider, is_active: isActive }],
    });
    const ticket = run(
      ticketOf([pick(1), pick(2, { provider: 'oddin' })]),
      status('betradar', false),
      status('oddin', false),
    );
    expect(ticket.inactiveProviders).toEqual(['betradar', 'oddin']);
    const next = run(ticket, status('oddin', true));
    expect(next.inactiveProviders).toEqual(['betradar']);
    expect(next.bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([true, false]);
  });

  it('keeps the ticket when a provider status repeats what it knows', () => {
    const down: TicketAction = {
      type: 'providerStatusesChanged',
      statuses: [{ provider: 'betradar', is_active: false }],
    };
    const ticket = run(one('none'), down);
    expect(ticketReducer(ticket, down)).toBe(ticket);
  });

  it('does not clear a missing market when another provider comes back', () => {
    const gone = run(one('none'), update(1, []));
    const next = run(gone, {
      type: 'providerStatusesChanged',
      statuses: [{ provider: 'oddin', is_active: true }],
    });
    expect(first(next)?.isNotAvailable).toBe(true);
  });

  it('rescales the stake under potential-win staking when the price moves', () => {
    const wanted = run(one('any'), { type: 'desiredWinChanged', betIndex: 0, win: 1000 });
    expect(wanted.bets[0]?.stake).toBe(500);
    const moved = run(wanted, price(2.5));
    expect(moved.bets[0]?.stake).toBe(400);
  });

  it('keeps a typed stake when the price moves', () => {
    expect(run(one('any'), stake(0, 700), price(2.5)).bets[0]?.stake).toBe(700);
  });

  it('keeps PROCESSING while a placement is under way, but updates the flags', () => {
    const processing = run(one('none'), stake(0, 100), { type: 'placementStarted', idempotencyKey: 'k' });
    const moved = run(processing, price(2.2));
    expect(moved.status).toBe('PROCESSING');
    expect(first(moved)?.isChanged).toBe(true);
  });
});
