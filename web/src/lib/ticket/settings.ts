/** The ticket's settings from the server form (docs/product.md#sportsbook-settings): unknown modes fall back to `none`. */
import type { OddsAcceptMode, TicketSettings } from './types';
import { ODDS_ACCEPT_MODES } from './types';

/** The fields of the wire `Settings` the ticket reads. */
export type ServerTicketSettings = {
  auto_accept_odds_change: string;
  multi_bet_settings: { available_by_provider: Readonly<Record<string, boolean>> };
  stakes: readonly number[];
};

export function isOddsAcceptMode(value: unknown): value is OddsAcceptMode {
  return typeof value === 'string' && (ODDS_ACCEPT_MODES as readonly string[]).includes(value);
}

export function ticketSettings(server: ServerTicketSettings): TicketSettings {
  return {
    oddsAcceptMode: isOddsAcceptMode(server.auto_accept_odds_change)
      ? server.auto_accept_odds_change
      : 'none',
    multiSingleAvailableByProvider: { ...server.multi_bet_settings.available_by_provider },
    // Presets are minor units; anything else is not a stake.
    stakePresets: server.stakes.filter((stake) => Number.isSafeInteger(stake) && stake > 0),
  };
}
