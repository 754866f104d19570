/**
 * What the page wants from realtime and what it has got, without the client library: the
 * language, who is signed in, the matches followed, the keyed store of published changes and the
 * connection's state. Hooks read it; the connection (`live-connection.ts`, loaded after the first
 * render) is told whenever the wanted channels change and brings the subscriptions in line.
 */
import { LiveStore } from './live-store';

export type ConnectionState = {
  status: 'disconnected' | 'connecting' | 'connected';
  /** The connection was up once, so `connecting` now means reconnecting. */
  wasConnected: boolean;
  /** The browser reports no network. */
  isOffline: boolean;
};

export class LiveHub {
  readonly store = new LiveStore();
  /** `undefined` while auth is unknown, `null` when logged out. */
  userId: number | null | undefined = undefined;
  private readonly followedCounts = new Map<number, number>();
  private state: ConnectionState = { status: 'disconnected', wasConnected: false, isOffline: false };
  private readonly stateListeners = new Set<() => void>();
  private onWantChange: (() => void) | undefined;

  constructor(public locale: string) {}

  /** The matches some page follows now. */
  get followed(): number[] {
    return [...this.followedCounts.keys()];
  }

  setLocale(locale: string): void {
    if (locale === this.locale) return;
    this.locale = locale;
    this.onWantChange?.();
  }

  /** The signed-in player (`null` logged out). */
  setUser(userId: number | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.onWantChange?.();
  }

  /** Follows a match's channel until the returned function is called. */
  followMatch(matchId: number): () => void {
    this.followedCounts.set(matchId, (this.followedCounts.get(matchId) ?? 0) + 1);
    this.onWantChange?.();
    return () => {
      const count = (this.followedCounts.get(matchId) ?? 1) - 1;
      if (count > 0) {
        this.followedCounts.set(matchId, count);
        return;
      }
      this.followedCounts.delete(matchId);
      // Not followed, its published markets would age: the page refetches instead.
      this.store.forgetMarkets(matchId);
      this.onWantChange?.();
    };
  }

  /** The connection registers here to hear of every change of the wanted channels. */
  attach(onWantChange: () => void): void {
    this.onWantChange = onWantChange;
  }

  getState = (): ConnectionState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  setState(change: Partial<ConnectionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener();
  }
}
