/**
 * The one realtime connection (npm `centrifuge`, loaded after first render so it is not in
 * the initial bundle). Spec §4 "Realtime client": opened while auth is unknown, reset when the
 * user moves between logged out and logged in; the locale channel always, match channels while
 * a page follows them, the player's private channel when logged in. Publications go into the
 * keyed `LiveStore`; a resubscribe that could not recover tells the app to refetch.
 */
import type { Centrifuge, Subscription } from 'centrifuge';
import { fetchChannelToken, fetchConnectionToken } from '@/api/websocket';
import { matchChannel, updatesChannel, userChannel } from './channels';
import { parseLiveEvent, type LiveEvent } from './live-events';
import { LiveStore } from './live-store';

export type ConnectionState = {
  status: 'disconnected' | 'connecting' | 'connected';
  /** The connection was up once, so `connecting` now means reconnecting. */
  wasConnected: boolean;
  /** The browser reports no network. */
  isOffline: boolean;
};

/** What the app does with events the store does not hold. */
export type LiveHandlers = {
  /** Data fetched before may be stale (a match changed status, a resubscribe missed messages). */
  onStale: () => void;
  onBalance: (event: Extract<LiveEvent, { event_name: 'balance_changed' }>['message']) => void;
  /** The private channel (re)subscribed without recovering: balances may have moved meanwhile. */
  onUserResync: () => void;
};

/** Spec §9: reconnect and resubscribe delays, request timeout, server ping delay. */
const TIMINGS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
};

function websocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/connection/websocket`;
}

export class LiveConnection {
  readonly store = new LiveStore();
  private client: Centrifuge | undefined;
  private locale: string;
  /** `undefined` while auth is unknown, `null` when logged out. */
  private userId: number | null | undefined = undefined;
  private readonly followed = new Map<number, number>();
  private state: ConnectionState = { status: 'disconnected', wasConnected: false, isOffline: false };
  private readonly stateListeners = new Set<() => void>();
  private starting: Promise<void> | undefined;

  constructor(
    locale: string,
    private readonly handlers: LiveHandlers,
  ) {
    this.locale = locale;
  }

  /** Loads the client library and connects (once). */
  start(): Promise<void> {
    this.starting ??= this.open();
    return this.starting;
  }

  /** Switches every channel to another language. */
  setLocale(locale: string): void {
    if (locale === this.locale) return;
    const before = this.channels();
    this.locale = locale;
    this.resubscribe(before);
  }

  /** The signed-in player (`null` logged out); moving between the two resets the connection. */
  setUser(userId: number | null): void {
    const previous = this.userId;
    this.userId = userId;
    if (previous === undefined || previous === userId || this.client === undefined) {
      this.syncUserChannel(previous);
      return;
    }
    const client = this.client;
    for (const channel of this.channels(previous)) this.drop(channel);
    client.disconnect();
    // Forget the token of the old identity: connecting asks the API for the new one.
    client.setToken('');
    for (const channel of this.channels()) this.ensure(channel);
    client.connect();
  }

  /** Follows a match's channel while the returned function is not called. */
  followMatch(matchId: number): () => void {
    this.followed.set(matchId, (this.followed.get(matchId) ?? 0) + 1);
    this.ensure(matchChannel(this.locale, matchId));
    return () => {
      const count = (this.followed.get(matchId) ?? 1) - 1;
      if (count > 0) {
        this.followed.set(matchId, count);
        return;
      }
      this.followed.delete(matchId);
      this.drop(matchChannel(this.locale, matchId));
      this.store.forgetMarkets(matchId);
    };
  }

  getState = (): ConnectionState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  private async open(): Promise<void> {
    const { Centrifuge } = await import('centrifuge');
    const client = new Centrifuge(websocketUrl(), {
      ...TIMINGS,
      getToken: () => fetchConnectionToken(this.locale),
    });
    this.client = client;
    client.on('connecting', () => this.setState({ status: 'connecting' }));
    client.on('connected', () => this.setState({ status: 'connected', wasConnected: true }));
    client.on('disconnected', () => this.setState({ status: 'disconnected' }));
    window.addEventListener('offline', () => this.setState({ isOffline: true }));
    window.addEventListener('online', () => this.setState({ isOffline: false }));
    this.setState({ isOffline: !navigator.onLine });
    for (const channel of this.channels()) this.ensure(channel);
    client.connect();
  }

  /** The channels this connection should hold now. */
  private channels(userId: number | null | undefined = this.userId): string[] {
    const list = [updatesChannel(this.locale)];
    for (const id of this.followed.keys()) list.push(matchChannel(this.locale, id));
    if (typeof userId === 'number') list.push(userChannel(this.locale, userId));
    return list;
  }

  private resubscribe(before: string[]): void {
    const after = this.channels();
    for (const channel of before.filter((c) => !after.includes(c))) this.drop(channel);
    for (const channel of after) this.ensure(channel);
  }

  private syncUserChannel(previous: number | null | undefined): void {
    if (typeof previous === 'number' && previous !== this.userId)
      this.drop(userChannel(this.locale, previous));
    if (typeof this.userId === 'number') this.ensure(userChannel(this.locale, this.userId));
  }

  private ensure(channel: string): Subscription | undefined {
    const client = this.client;
    if (client === undefined) return undefined;
    const existing = client.getSubscription(channel);
    if (existing) return existing;
    const isPrivate = channel.startsWith('$');
    const subscription = client.newSubscription(channel, {
      recoverable: true,
      positioned: true,
      delta: 'fossil',
      minResubscribeDelay: TIMINGS.minReconnectDelay,
      maxResubscribeDelay: TIMINGS.maxReconnectDelay,
      getToken: isPrivate ? () => fetchChannelToken(this.locale, channel) : undefined,
    });
    subscription.on('publication', (ctx) => this.receive(ctx.data));
    subscription.on('subscribed', (ctx) => {
      if (isPrivate && !ctx.recovered) this.handlers.onUserResync();
      else if (ctx.wasRecovering && !ctx.recovered) {
        this.store.clear();
        this.handlers.onStale();
      }
    });
    subscription.subscribe();
    return subscription;
  }

  private drop(channel: string): void {
    const subscription = this.client?.getSubscription(channel);
    if (!subscription) return;
    subscription.unsubscribe();
    this.client?.removeSubscription(subscription);
  }

  private receive(data: unknown): void {
    const event = parseLiveEvent(data);
    if (event === undefined) return;
    if (event.event_name === 'match_status_changed') this.handlers.onStale();
    else if (event.event_name === 'balance_changed') this.handlers.onBalance(event.message);
    else this.store.apply(event);
  }

  private setState(change: Partial<ConnectionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener();
  }
}
