/**
 * The realtime events the server publishes (docs/product.md#realtime-events): every
 * publication is `{event_name, message}`. Parsing is defensive: an unknown or malformed
 * publication is ignored, never thrown.
 */
import type { Account, Market, Match } from '@/api/types';
import type { ServerBet } from '@/api/bets';

/** `markets_changed` on the locale channel: only what list rows show. */
export type ListMarkets = Pick<
  Match,
  'available_markets' | 'main_market' | 'secondary_market' | 'top_markets'
> & {
  match_id: number;
};

export type LiveEvent =
  | { event_name: 'match_changed'; message: Match }
  | { event_name: 'match_status_changed'; message: { id: number; status: number; previous_status: number } }
  | { event_name: 'markets_changed'; message: ListMarkets }
  | { event_name: 'markets_changed'; message: { match_id: number; markets: Market[] } }
  | { event_name: 'provider_status_changed'; message: { provider: string; active: boolean } }
  | { event_name: 'balance_changed'; message: { accounts: Account[] } }
  | { event_name: 'bet_changed'; message: { bet: ServerBet } }
  | { event_name: 'unread_counters_changed'; message: { unread: number } };

const KNOWN = new Set([
  'match_changed',
  'match_status_changed',
  'markets_changed',
  'provider_status_changed',
  'balance_changed',
  'bet_changed',
  'unread_counters_changed',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enough of a bet (server form) to place it: its id, status and selections. */
function isBet(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.status === 'string' &&
    Array.isArray(value.selections)
  );
}

/** The event a publication carries, or `undefined` when it is not one this app knows. */
export function parseLiveEvent(data: unknown): LiveEvent | undefined {
  if (!isObject(data) || typeof data.event_name !== 'string' || !isObject(data.message)) return undefined;
  if (!KNOWN.has(data.event_name)) return undefined;
  const message = data.message;
  const hasId = (key: string) => typeof message[key] === 'number';
  switch (data.event_name) {
    case 'match_changed':
    case 'match_status_changed':
      return hasId('id') ? (data as LiveEvent) : undefined;
    case 'markets_changed':
      return hasId('match_id') ? (data as LiveEvent) : undefined;
    case 'balance_changed':
      return Array.isArray(message.accounts) ? (data as LiveEvent) : undefined;
    case 'provider_status_changed':
      return typeof message.provider === 'string' && typeof message.active === 'boolean'
        ? (data as LiveEvent)
        : undefined;
    case 'bet_changed':
      return isBet(message.bet) ? (data as LiveEvent) : undefined;
    case 'unread_counters_changed':
      return typeof message.unread === 'number' ? (data as LiveEvent) : undefined;
    default:
      return data as LiveEvent;
  }
}
