import { describe, expect, it } from 'vitest';
import { loadTicket, saveTicket, STORAGE_KEY } from './persistence';
import { ticketReducer } from './reducer';
import { market, pick, run, stake, start, ticketOf } from './test-fixtures';
import type { Ticket } from './types';

function saved(ticket: Ticket) {
  const loaded = loadTicket(saveTicket(ticket));
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

describe('the ticket in local storage', () => {
  it('is kept under the key bets', () => {
    expect(STORAGE_KEY).toBe('bets');
  });

  it('survives a round trip with bet types, stakes and system types', () => {
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)]), stake(0, 500), stake(1, 300));
    const loaded = saved(ticket);
    expect(loaded.bets).toHaveLength(2);
    expect(loaded.bets[0]).toMatchObject({ type: 'combo', systemId: null, stake: 500 });
    expect(loaded.bets[1]).toMatchObject({ type: 'system', systemId: '2/3', stake: 300 });
    expect(loaded.bets[1]?.selections[1]).toEqual(pick(2));
  });

  it('saves the accepted odds, not a price the player has not accepted', () => {
    const moved = { type: 'marketsUpdated', matchId: 1, markets: [market([{ id: 1, odds: 2.5 }])] } as const;
    expect(
      saved(run(ticketOf([pick(1)], { oddsAcceptMode: 'higher' }), moved)).bets[0]?.selections[0]?.odds,
    ).toBe(2500);
    expect(
      saved(run(ticketOf([pick(1)], { oddsAcceptMode: 'none' }), moved)).bets[0]?.selections[0]?.odds,
    ).toBe(2000);
  });

  it('tolerates garbage: missing, unparsable, other versions, wrong shapes', () => {
    expect(loadTicket(null)).toBeNull();
    expect(loadTicket('{not json')).toBeNull();
    expect(loadTicket('[]')).toBeNull();
    expect(loadTicket(JSON.stringify({ version: 0, bets: [] }))).toBeNull();
    expect(loadTicket(JSON.stringify({ version: 1, bets: 'x' }))).toBeNull();
  });

  it('drops unreadable bets and selections, and repairs bad stakes and system ids', () => {
    const text = JSON.stringify({
      version: 1,
      currency: 'EUR',
      bets: [
        null,
        { type: 'combo', selections: [{ matchId: 'x' }] },
        { type: 'system', stake: -5, systemId: 'nine', selections: [pick(1), { ...pick(2), odds: 900 }] },
      ],
    });
    expect(loadTicket(text)?.bets).toEqual([
      { type: 'system', stake: 0, systemId: null, selections: [pick(1)] },
    ]);
  });
});

describe('restoring the ticket', () => {
  const restoring = (ticket: Ticket) => run(start(), { type: 'restoreStarted', saved: saved(ticket) });

  it('shows the saved bets while restoring', () => {
    const ticket = restoring(run(ticketOf([pick(1), pick(2)]), stake(0, 300)));
    expect(ticket.isRestoring).toBe(true);
    expect(ticket.bets[0]).toMatchObject({ type: 'combo', stake: 300 });
  });

  it('drops selections whose match or market no longer exists and clears the flag', () => {
    const ticket = restoring(ticketOf([pick(1), pick(2), pick(3)]));
    const done = run(ticket, {
      type: 'restoreCompleted',
      data: {
        marketsByMatch: { 1: [market([{ id: 1, odds: 2 }])], 2: [market([{ id: 1, odds: 2 }], { id: 5 })] },
      },
    });
    expect(done.isRestoring).toBe(false);
    expect(done.bets.map((b) => `${b.type}:${b.selections.map((s) => s.matchId).join()}`)).toEqual([
      'single:1',
    ]);
  });

  it('sets ODDS_CHANGED when a restored price moved', () => {
    const ticket = restoring(ticketOf([pick(1)]));
    const done = run(ticket, {
      type: 'restoreCompleted',
      data: { marketsByMatch: { 1: [market([{ id: 1, odds: 2.4 }])] } },
    });
    expect(done.status).toBe('ODDS_CHANGED');
    expect(done.bets[0]?.selections[0]).toMatchObject({ odds: 2400, initialOdds: 2000, isChanged: true });
  });

  it('restores to INITIAL when no price moved', () => {
    const done = run(restoring(ticketOf([pick(1)])), {
      type: 'restoreCompleted',
      data: { marketsByMatch: { 1: [market([{ id: 1, odds: 2 }])] } },
    });
    expect(done.status).toBe('INITIAL');
  });

  it('names the restored selections in the page language', () => {
    const done = run(restoring(ticketOf([pick(1)])), {
      type: 'restoreCompleted',
      data: {
        marketsByMatch: {
          1: [
            {
              ...market([{ id: 1, odds: 2 }]),
              name: 'Konačan ishod',
              outcomes: [{ id: 1, odds: 2, active: true, name: 'Domaćin' }],
            },
          ],
        },
      },
    });
    expect(done.bets[0]?.selections[0]).toMatchObject({
      marketName: 'Konačan ishod',
      outcomeName: 'Domaćin',
    });
  });

  it('ignores a completion when nothing is being restored', () => {
    const ticket = ticketOf([pick(1)]);
    expect(ticketReducer(ticket, { type: 'restoreCompleted', data: { marketsByMatch: {} } })).toBe(ticket);
  });

  it('a failed restore empties the slip and clears the flag', () => {
    const failed = run(restoring(ticketOf([pick(1)])), { type: 'restoreFailed' });
    expect(failed).toMatchObject({ isRestoring: false, bets: [] });
  });
});
