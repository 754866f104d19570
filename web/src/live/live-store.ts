/**
 * What realtime publications changed, keyed by match: rows and pages read their own key with
 * `useSyncExternalStore`, so a price change re-renders one row, not the list around it.
 * Pure (no React, no network): the connection feeds it, hooks read it.
 */
import type { Market, Match } from '@/api/types';
import type { ListMarkets, LiveEvent } from './live-events';

/** Fields of a match that publications replaced; applied over what the page fetched. */
export type MatchPatch = Partial<Match>;

type Listener = () => void;

export class LiveStore {
  private readonly patches = new Map<number, MatchPatch>();
  private readonly markets = new Map<number, Market[]>();
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Applies one event; returns true when it changed something a reader may show. */
  apply(event: LiveEvent): boolean {
    switch (event.event_name) {
      case 'match_changed':
        this.patch(event.message.id, event.message);
        return true;
      case 'markets_changed':
        if ('markets' in event.message) {
          this.markets.set(event.message.match_id, event.message.markets);
          this.notify(`markets:${event.message.match_id}`);
        } else {
          const { match_id: id, ...list }: ListMarkets = event.message;
          this.patch(id, list);
        }
        return true;
      default:
        return false;
    }
  }

  /** The fields publications replaced for a match, if any. */
  matchPatch(id: number): MatchPatch | undefined {
    return this.patches.get(id);
  }

  /** The match's full market list as last published on its channel, if any. */
  matchMarkets(id: number): Market[] | undefined {
    return this.markets.get(id);
  }

  subscribeMatch(id: number, listener: Listener): () => void {
    return this.listen(`match:${id}`, listener);
  }

  subscribeMarkets(id: number, listener: Listener): () => void {
    return this.listen(`markets:${id}`, listener);
  }

  /** Forgets a match's published markets (its channel is no longer followed, so they age). */
  forgetMarkets(id: number): void {
    if (this.markets.delete(id)) this.notify(`markets:${id}`);
  }

  /** Forgets everything (after a reconnect that could not recover, data is refetched). */
  clear(): void {
    const keys = [...this.patches.keys()].map((id) => `match:${id}`);
    keys.push(...[...this.markets.keys()].map((id) => `markets:${id}`));
    this.patches.clear();
    this.markets.clear();
    for (const key of keys) this.notify(key);
  }

  private patch(id: number, fields: MatchPatch): void {
    // A new object per change: `useSyncExternalStore` compares snapshots by identity.
    this.patches.set(id, { ...this.patches.get(id), ...fields });
    this.notify(`match:${id}`);
  }

  private listen(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

/** The match as the page fetched it with the published changes on top. */
export function withPatch(match: Match, patch: MatchPatch | undefined): Match {
  return patch === undefined ? match : { ...match, ...patch };
}
