/** Everything that can happen to the ticket, as declarative records the reducer interprets. */
import type { MarketState, ProviderStatus } from './odds-updates';
import type { PlacedBetAnswer, PlacementFailure } from './placement';
import type { SavedTicket } from './persistence';
import type { SelectionInput, SelectionKey, TicketSettings } from './types';

/** The fresh data a restore needs: each saved match's markets, or nothing when it is gone. */
export type RestoreData = {
  /** Match id → its current markets; a missing id means the match no longer exists. */
  marketsByMatch: Readonly<Record<number, readonly MarketState[]>>;
};

export type TicketAction =
  | { type: 'selectionToggled'; selection: SelectionInput }
  | { type: 'selectionAdded'; selection: SelectionInput }
  | { type: 'selectionRemoved'; key: SelectionKey }
  | { type: 'ticketCleared' }
  | { type: 'stakeChanged'; betIndex: number; stake: number; per?: 'total' | 'line' }
  | { type: 'stakePresetApplied'; betIndex: number; preset: number }
  | { type: 'desiredWinChanged'; betIndex: number; win: number }
  | { type: 'currencyChanged'; currency: string; subunits: number }
  | { type: 'settingsChanged'; settings: TicketSettings }
  | { type: 'marketsUpdated'; matchId: number; markets: readonly MarketState[] }
  | { type: 'providerStatusesChanged'; statuses: readonly ProviderStatus[] }
  | { type: 'oddsChangesAccepted' }
  | { type: 'unavailableSelectionsDropped' }
  | { type: 'placementStarted'; idempotencyKey: string }
  | { type: 'placementSucceeded'; bets: readonly PlacedBetAnswer[] }
  | { type: 'placementFailed'; failure: PlacementFailure }
  | {
      type: 'placedBetChanged';
      betId: string;
      status: string;
      reason: string | null;
      /** The bet as the server now has it: a live bet's decision may take other odds. */
      bet?: PlacedBetAnswer;
    }
  | { type: 'placedSelectionsKept' }
  | { type: 'errorDismissed' }
  | { type: 'restoreStarted'; saved: SavedTicket }
  | { type: 'restoreCompleted'; data: RestoreData }
  | { type: 'restoreFailed' };
