import { describe, expect, it, vi } from 'vitest';
import type { Market, Match } from '@/api/types';
import { parseLiveEvent } from './live-events';
import { LiveStore, withPatch } from './live-store';

const market = (odds: number, status = 1): Market =>
  ({
    id: 1,
    specifier: '',
    status,
    name: '1X2',
    outcomes: [{ id: 1, name: '1', active: true, odds }],
  }) as Market;

const match = { id: 7, name: 'A - B', status: 1, main_market: market(1.5), available_markets: 10 } as Match;

function event(data: unknown) {
  const parsed = parseLiveEvent(data);
  if (!parsed) throw new Error('not an event');
  return parsed;
}

describe('LiveStore', () => {
  it('puts list-market changes over the fetched match and tells only that match', () => {
    const store = new LiveStore();
    const seven = vi.fn();
    const eight = vi.fn();
    store.subscribeMatch(7, seven);
    store.subscribeMatch(8, eight);
    store.apply(
      event({ event_name: 'markets_changed', message: { match_id: 7, main_market: market(1.6, -1) } }),
    );
    expect(seven).toHaveBeenCalledTimes(1);
    expect(eight).not.toHaveBeenCalled();
    const shown = withPatch(match, store.matchPatch(7));
    expect(shown.main_market?.outcomes[0]?.odds).toBe(1.6);
    expect(shown.main_market?.status).toBe(-1);
    expect(shown.name).toBe('A - B');
  });

  it('gives a new snapshot object per change so React re-renders', () => {
    const store = new LiveStore();
    store.apply(event({ event_name: 'match_changed', message: { ...match, name: 'A - B' } }));
    const first = store.matchPatch(7);
    store.apply(event({ event_name: 'markets_changed', message: { match_id: 7, available_markets: 3 } }));
    expect(store.matchPatch(7)).not.toBe(first);
    expect(store.matchPatch(7)?.available_markets).toBe(3);
  });

  it('keeps a match channel market list apart and clears everything on demand', () => {
    const store = new LiveStore();
    const listener = vi.fn();
    store.subscribeMarkets(7, listener);
    store.apply(event({ event_name: 'markets_changed', message: { match_id: 7, markets: [market(2.1)] } }));
    expect(store.matchMarkets(7)?.[0]?.outcomes[0]?.odds).toBe(2.1);
    store.clear();
    expect(store.matchMarkets(7)).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = new LiveStore();
    const listener = vi.fn();
    const stop = store.subscribeMatch(7, listener);
    stop();
    store.apply(event({ event_name: 'match_changed', message: match }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('parseLiveEvent', () => {
  it('ignores what it does not know or cannot use', () => {
    expect(parseLiveEvent(null)).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'weather', message: {} })).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'match_changed', message: { name: 'x' } })).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'markets_changed', message: 'x' })).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'balance_changed', message: { accounts: 1 } })).toBeUndefined();
    expect(parseLiveEvent({ event_name: 'bet_changed', message: { bet: { id: '1' } } })).toBeUndefined();
    expect(
      parseLiveEvent({
        event_name: 'bet_changed',
        message: { bet: { id: 1, status: 'rejected', selections: [] } },
      }),
    ).toBeDefined();
    expect(
      parseLiveEvent({ event_name: 'provider_status_changed', message: { provider: 'oddin' } }),
    ).toBeUndefined();
    expect(
      parseLiveEvent({
        event_name: 'provider_status_changed',
        message: { provider: 'oddin', active: false },
      }),
    ).toBeDefined();
  });
});
