import { describe, expect, it } from 'vitest';
import type { Market } from '@/api/types';
import { LiveHub } from '@/live/live-hub';
import { pick } from '@/lib/ticket/test-fixtures';
import { createTicketStore } from '@/ticket/ticket-store';
import { followSlipMatches } from './slip-prices';

const market = (odds: number, status = 1) =>
  ({
    id: 1,
    specifier: '',
    status,
    name: '1X2',
    outcomes: [{ id: 1, name: '1', active: true, odds }],
  }) as Market;

describe('the slip and realtime', () => {
  it('follows the matches of its selections and takes their published prices', () => {
    const live = new LiveHub('en');
    const store = createTicketStore({ storage: () => undefined, dataLayer: () => undefined });
    followSlipMatches(store, live);
    store.dispatch({ type: 'selectionAdded', selection: pick(1) });
    const matchId = store.getState().bets[0]?.selections[0]?.matchId ?? -1;
    expect(live.followed).toEqual([matchId]);
    live.store.apply({
      event_name: 'markets_changed',
      message: { match_id: matchId, markets: [market(2.5, -1)] },
    });
    const selection = store.getState().bets[0]?.selections[0];
    expect(selection?.isSuspended).toBe(true);
    store.dispatch({ type: 'ticketCleared' });
    expect(live.followed).toEqual([]);
  });
});
