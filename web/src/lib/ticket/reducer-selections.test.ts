import { describe, expect, it } from 'vitest';
import { ticketReducer } from './reducer';
import { pick, run, start, stake, ticketOf, toggle } from './test-fixtures';
import type { Ticket } from './types';
import { emptyTicket, selectionKey } from './types';

const MULTI = { multiSingleAvailableByProvider: { betradar: true } };

function shape(ticket: Ticket): string[] {
  return ticket.bets.map(
    (bet) => `${bet.systemId ?? bet.type}:${bet.selections.map((s) => s.matchId).join(',')}`,
  );
}

describe('the ticket: adding and removing selections', () => {
  it('starts empty in INITIAL', () => {
    expect(emptyTicket()).toMatchObject({ status: 'INITIAL', bets: [], isRestoring: false });
  });

  it('keys a selection by match, market, specifier and outcome', () => {
    expect(selectionKey(pick(7, { marketId: 18, specifier: 'total=2.5', outcomeId: 12 }))).toBe(
      '7/18/total=2.5/12',
    );
  });

  it('turns the first selection into a single', () => {
    const ticket = ticketOf([pick(1)]);
    expect(shape(ticket)).toEqual(['single:1']);
    expect(ticket.bets[0]?.selections[0]).toMatchObject({
      odds: 2000,
      acceptedOdds: 2000,
      initialOdds: 2000,
    });
  });

  it('turns a single into a combo when a selection from another match is added', () => {
    expect(shape(ticketOf([pick(1), pick(2)]))).toEqual(['combo:1,2']);
  });

  it('keeps each stake with its bet as picks come and go', () => {
    const ticket = run(ticketOf([pick(1)], MULTI), stake(0, 500), toggle(pick(2)), stake(2, 300));
    expect(shape(ticket)).toEqual(['single:1', 'single:2', 'combo:1,2']);
    expect(ticket.bets.map((bet) => bet.stake)).toEqual([500, 0, 300]);
    const three = run(ticket, toggle(pick(3)));
    expect(shape(three)).toEqual(['single:1', 'single:2', 'single:3', 'combo:1,2,3', '2/3:1,2,3']);
    expect(three.bets.map((bet) => bet.stake)).toEqual([500, 0, 0, 300, 0]);
    expect(run(three, toggle(pick(2))).bets.map((bet) => bet.stake)).toEqual([500, 0, 300]);
  });

  it('shows singles, the combo and every k/n system together when multi-single is available', () => {
    expect(shape(ticketOf([pick(1), pick(2), pick(3)], MULTI))).toEqual([
      'single:1',
      'single:2',
      'single:3',
      'combo:1,2,3',
      '2/3:1,2,3',
    ]);
    expect(shape(ticketOf([pick(1), pick(2), pick(3), pick(4)])).slice(1)).toEqual([
      '2/4:1,2,3,4',
      '3/4:1,2,3,4',
    ]);
  });

  it('keeps two picks of one match as singles, without a combo or system', () => {
    const ticket = ticketOf([pick(1), pick(1, { outcomeId: 2 }), pick(2)], MULTI);
    expect(shape(ticket)).toEqual(['single:1', 'single:1', 'single:2']);
  });

  it('merges into a combo when the new selection provider has no multi-single', () => {
    const ticket = ticketOf([pick(1), pick(2, { provider: 'oddin' })], MULTI);
    expect(shape(ticket)).toEqual(['combo:1,2']);
  });

  it('removes a selection when the same outcome is clicked again', () => {
    const ticket = ticketOf([pick(1), pick(2), pick(1)]);
    expect(shape(ticket)).toEqual(['single:2']);
  });

  it('never puts two outcomes of one market in a combo: the newer pick replaces the older', () => {
    const ticket = ticketOf([pick(1), pick(2), pick(1, { outcomeId: 2, odds: 3000 })]);
    expect(shape(ticket)).toEqual(['combo:1,2']);
    expect(ticket.bets[0]?.selections[0]).toMatchObject({ outcomeId: 2, odds: 3000 });
  });

  it('holds one selection per match in a combo, even from another market', () => {
    const ticket = ticketOf([pick(1), pick(2), pick(2, { marketId: 18, specifier: 'total=2.5' })]);
    expect(ticket.bets[0]?.selections.map((s) => s.marketId)).toEqual([1, 18]);
  });

  it('replaces the only single when a second pick of the same match comes', () => {
    expect(shape(ticketOf([pick(1), pick(1, { outcomeId: 3 })]))).toEqual(['single:1']);
  });

  it('adds a selection once: adding it again changes nothing', () => {
    const ticket = run(start(), { type: 'selectionAdded', selection: pick(1) });
    expect(shape(ticket)).toEqual(['single:1']);
    expect(ticketReducer(ticket, { type: 'selectionAdded', selection: pick(1) })).toBe(ticket);
  });

  it('removes a selection by key and drops the emptied bet', () => {
    const ticket = ticketOf([pick(1), pick(2)], MULTI);
    const next = ticketReducer(ticket, { type: 'selectionRemoved', key: selectionKey(pick(1)) });
    expect(shape(next)).toEqual(['single:2']);
  });

  it('ignores removing a selection that is not there', () => {
    const ticket = ticketOf([pick(1)]);
    expect(ticketReducer(ticket, { type: 'selectionRemoved', key: 'nope' })).toBe(ticket);
  });

  it('turns a combo back into a single when one selection is left', () => {
    const ticket = ticketOf([pick(1), pick(2), pick(2)]);
    expect(shape(ticket)).toEqual(['single:1']);
  });

  it('clears everything but keeps currency and settings', () => {
    const ticket = run(ticketOf([pick(1), pick(2)], MULTI), { type: 'ticketCleared' });
    expect(ticket.bets).toEqual([]);
    expect(ticket.settings.multiSingleAvailableByProvider).toEqual({ betradar: true });
    expect(ticket.currency).toBe('EUR');
  });

  it('marks a selection of an inactive provider as not available when it is added', () => {
    const down = run(start(), {
      type: 'providerStatusesChanged',
      statuses: [{ provider: 'betradar', is_active: false }],
    });
    expect(run(down, toggle(pick(1))).bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });
});
