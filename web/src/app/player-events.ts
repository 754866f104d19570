/**
 * What the app does with the player's private events beyond the balance
 * (docs/product.md#realtime-events): loaded with the realtime client, not with the first page. A
 * changed bet updates the cached My Bets lists and the slip's receipt; a changed unread count sets
 * the notification bell and refetches the cached list; a provider going down or up marks the slip's
 * selections; a resubscribe that could not recover refetches balances, bets and notifications.
 */
import { applyBetChanged } from '@/api/bet-updates';
import { betsKeys, type ServerBet } from '@/api/bets';
import { applyUnreadCounters, refetchNotificationList } from '@/api/notification-updates';
import { notificationKeys } from '@/api/notifications';
import { playerKeys } from '@/api/player-keys';
import { getAuthStatus } from '@/api/session';
import type { UnreadCounters } from '@/api/types';
import { dispatchIfTicketLoaded } from '@/ticket/slip-view';
import { queryClient } from './query-client';

export function onBetChanged({ bet }: { bet: ServerBet }): void {
  applyBetChanged(queryClient, bet);
  dispatchIfTicketLoaded({
    type: 'placedBetChanged',
    betId: String(bet.id),
    status: bet.status,
    reason: bet.reason ?? null,
    bet,
  });
}

/** The bell's count and the list; ignored once the session ended (a late event of the last player). */
export function onUnreadCounters(counters: UnreadCounters): void {
  if (getAuthStatus() === 'LOGGED_IN') void applyUnreadCounters(queryClient, counters);
}

/** The slip reads `is_active`; the realtime event says `active`. */
export function onProviderStatus({ provider, active }: { provider: string; active: boolean }): void {
  dispatchIfTicketLoaded({ type: 'providerStatusesChanged', statuses: [{ provider, is_active: active }] });
}

/** Balances, bets and notifications may have moved meanwhile (a live bet decided while disconnected). */
export function onUserResync(): void {
  void queryClient.invalidateQueries({ queryKey: playerKeys.accounts });
  void queryClient.invalidateQueries({ queryKey: betsKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counters });
  void refetchNotificationList(queryClient);
}
