import { describe, expect, it, vi } from 'vitest';
import { LiveHub } from './live-hub';

describe('LiveHub', () => {
  it('tells the connection when the wanted channels change, and only then', () => {
    const hub = new LiveHub('sr');
    const changed = vi.fn();
    hub.attach(changed);
    hub.setLocale('sr');
    hub.setUser(null);
    hub.setUser(null);
    hub.setLocale('en');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('follows a match while any page follows it, then forgets its published markets', () => {
    const hub = new LiveHub('en');
    hub.store.apply({ event_name: 'markets_changed', message: { match_id: 9, markets: [] } });
    const first = hub.followMatch(9);
    const second = hub.followMatch(9);
    first();
    expect(hub.followed).toEqual([9]);
    expect(hub.store.matchMarkets(9)).toEqual([]);
    second();
    expect(hub.followed).toEqual([]);
    expect(hub.store.matchMarkets(9)).toBeUndefined();
  });
});
