/**
 * What the app does with the player's private events beyond the balance (product.md "Private
 * events"): loaded with the realtime client, not with the first page. A changed bet updates the
 * cached My Bets lists and the slip's receipt; a provider going down or up marks the slip's
 * selections; a resubscribe that could not recover refetches balances and bets.
 */
import { applyBetChanged } from '@/api/bet-updates';
import { betsKeys, type ServerBet } from '@/api/bets';
import { playerKeys } from '@/api/player';
import { dispatchIfTicketLoaded } from '@/ticket/slip-view';
import { queryClient } from './query-client';

export function onBetChanged({ bet }: { bet: ServerBet }): void {
  applyBetChanged(queryClient, bet);
  dispatchIfTicketLoaded({
    type: 'placedBetChanged',
    betId: String(bet.id),
    status: bet.status,
    reason: bet.reason ?? null,
  });
}

/** The slip reads `is_active`; the realtime event says `active`. */
export function onProviderStatus({ provider, active }: { provider: string; active: boolean }): void {
  dispatchIfTicketLoaded({ type: 'providerStatusesChanged', statuses: [{ provider, is_active: active }] });
}

/** Balances and bets may have moved meanwhile (a live bet decided while disconnected). */
export function onUserResync(): void {
  void queryClient.invalidateQueries({ queryKey: playerKeys.accounts });
  void queryClient.invalidateQueries({ queryKey: betsKeys.all });
}
