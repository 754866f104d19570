/**
 * The one realtime connection (npm `centrifuge`; this module is loaded after the first render so
 * neither is in the initial bundle). docs/product.md#realtime-client: opened while auth is unknown, reset
 * when the user moves between logged out and logged in; the locale channel always, match channels
 * while a page follows them, the player's private channel when logged in. Publications go into the
 * hub's keyed store; a resubscribe that could not recover tells the app to refetch.
 */
import { Centrifuge } from 'centrifuge';
import { fetchChannelToken, fetchConnectionToken } from '@/api/websocket';
import { config } from '@/config/config';
import { matchChannel, updatesChannel, userChannel } from './channels';
import { parseLiveEvent, type LiveEvent } from './live-events';
import type { LiveHub } from './live-hub';

/** What the app does with events the store does not hold. */
export type LiveHandlers = {
  /** Data fetched before may be stale (a match changed status, a resubscribe missed messages). */
  onStale: () => void;
  onBalance: (event: Extract<LiveEvent, { event_name: 'balance_changed' }>['message']) => void;
  /** A bet of the player changed (placed, accepted or rejected after the live delay, settled). */
  onBetChanged: (event: Extract<LiveEvent, { event_name: 'bet_changed' }>['message']) => void;
  /** The player's unread notification count changed (a new notification, or some were read). */
  onUnreadCounters: (event: Extract<LiveEvent, { event_name: 'unread_counters_changed' }>['message']) => void;
  /** A data provider went down or came back (its selections on the slip are not available). */
  onProviderStatus: (event: Extract<LiveEvent, { event_name: 'provider_status_changed' }>['message']) => void;
  /** The private channel (re)subscribed without recovering: balances may have moved meanwhile. */
  onUserResync: () => void;
};

/** docs/product.md#realtime-client: reconnect and resubscribe delays, request timeout, server ping delay. */
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

/** The channels the hub wants now. */
function wantedChannels(hub: LiveHub): string[] {
  const list = [updatesChannel(hub.locale), ...hub.followed.map((id) => matchChannel(hub.locale, id))];
  if (typeof hub.userId === 'number') list.push(userChannel(hub.locale, hub.userId));
  return list;
}

/** Connects and keeps the subscriptions in line with what the hub wants. */
export function connectLive(hub: LiveHub, handlers: LiveHandlers): void {
  const client = new Centrifuge(websocketUrl(), {
    ...TIMINGS,
    getToken: () => fetchConnectionToken(hub.locale),
  });
  client.on('connecting', () => hub.setState({ status: 'connecting' }));
  client.on('connected', () => hub.setState({ status: 'connected', wasConnected: true }));
  client.on('disconnected', () => hub.setState({ status: 'disconnected' }));
  window.addEventListener('offline', () => hub.setState({ isOffline: true }));
  window.addEventListener('online', () => hub.setState({ isOffline: false }));
  hub.setState({ isOffline: !navigator.onLine });

  const receive = (data: unknown) => {
    const event = parseLiveEvent(data);
    if (event === undefined) return;
    if (event.event_name === 'match_status_changed') handlers.onStale();
    else if (event.event_name === 'balance_changed') handlers.onBalance(event.message);
    else if (event.event_name === 'bet_changed') handlers.onBetChanged(event.message);
    else if (event.event_name === 'provider_status_changed') handlers.onProviderStatus(event.message);
    else if (event.event_name === 'unread_counters_changed') handlers.onUnreadCounters(event.message);
    else hub.store.apply(event);
  };

  const subscribe = (channel: string) => {
    const isPrivate = channel.startsWith('$');
    const subscription = client.newSubscription(channel, {
      recoverable: true,
      positioned: true,
      // Fossil deltas only when the site turns them on (docs/product.md#site-configuration).
      delta: config.features.deltaCompression ? 'fossil' : undefined,
      minResubscribeDelay: TIMINGS.minReconnectDelay,
      maxResubscribeDelay: TIMINGS.maxReconnectDelay,
      getToken: isPrivate ? () => fetchChannelToken(hub.locale, channel) : undefined,
    });
    subscription.on('publication', (ctx) => receive(ctx.data));
    subscription.on('subscribed', (ctx) => {
      if (isPrivate && !ctx.recovered) handlers.onUserResync();
      else if (ctx.wasRecovering && !ctx.recovered) {
        hub.store.clear();
        handlers.onStale();
      }
    });
    subscription.subscribe();
  };

  // Whose connection this is: a token carries one identity, so a change of it reconnects.
  let identity = hub.userId;
  const reconcile = () => {
    const wanted = wantedChannels(hub);
    for (const [channel, subscription] of Object.entries(client.subscriptions())) {
      if (wanted.includes(channel)) continue;
      subscription.unsubscribe();
      client.removeSubscription(subscription);
    }
    for (const channel of wanted) if (!client.getSubscription(channel)) subscribe(channel);
    const isSwitch = identity !== undefined && hub.userId !== undefined && identity !== hub.userId;
    if (hub.userId !== undefined) identity = hub.userId;
    if (isSwitch) {
      client.disconnect();
      client.setToken(''); // connecting asks the API for the new identity's token
      client.connect();
    }
  };
  hub.attach(reconcile);
  reconcile();
  client.connect();
}
