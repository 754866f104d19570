/**
 * The ticket (bet slip) in its client form (docs/product.md#bet-slip): the types the pure
 * reducer works on. Odds are `OddsMilli` (decimal × 1000) and money integer minor units throughout.
 */
import type { OddsMilli } from '@/lib/odds';
import type { SystemId } from './systems';

export const TICKET_STATUSES = ['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Settings `auto_accept_odds_change`: which price moves are taken without asking. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

export type BetType = 'single' | 'combo' | 'system';
/** Where the stake came from: typed, computed from a typed potential win, or a shared bet. */
export type StakeSource = 'stake' | 'potential_win' | 'sharing';
export type SelectionMatchStatus = 'prematch' | 'live';

/** `match/market/specifier/outcome`: one outcome of one market of one match. */
export type SelectionKey = string;

/** What a market or odds button knows about the outcome the player clicked. */
export type SelectionInput = {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchStatus: SelectionMatchStatus;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: number;
  outcomeName: string;
  odds: OddsMilli;
  provider: string;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
};

export type Selection = SelectionInput & {
  key: SelectionKey;
  /** The price the player has agreed to; sent with the placement. */
  acceptedOdds: OddsMilli;
  /** The price when the selection was added. */
  initialOdds: OddsMilli;
  /** The market is not open, or the outcome is missing or inactive. */
  isSuspended: boolean;
  /** The price moved in a way the odds-accept mode does not take silently. */
  isChanged: boolean;
  /** The market is gone, or its provider is down. */
  isNotAvailable: boolean;
};

/**
 * What the server answered for a placed bet (betId, status, isVip; docs/product.md#placement-payload), then its decision
 * (`bet_changed`): `waiting_results` accepted, `rejected` with the reason's error code.
 */
export type PlacedInfo = {
  betId: string;
  status: string;
  isVip: boolean;
  reason?: string;
  /** What the receipt shows, from the server's answer: the bet's reference (`SB00000012`)… */
  ref?: string;
  /** …its total odds as stored (× 1000; none for a system), stake and potential win (minor units)… */
  odds?: OddsMilli;
  stake?: number;
  win?: number;
  /** …and each selection's price the slip sent, to say when the accepted one differs. */
  sentOdds?: readonly OddsMilli[];
};

export type Bet = {
  type: BetType;
  selections: readonly Selection[];
  /** The bet's TOTAL stake in minor units (for a system: all lines together). */
  stake: number;
  stakeSource: StakeSource;
  /** The potential win the player typed, when `stakeSource` is `potential_win`. */
  desiredWin: number | null;
  /** Set only when `type` is `system`. */
  systemId: SystemId | null;
  placed: PlacedInfo | null;
};

/** The client form of the settings the ticket needs (docs/product.md#sportsbook-settings). */
export type TicketSettings = {
  oddsAcceptMode: OddsAcceptMode;
  multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
  stakePresets: readonly number[];
};

/** A placement refused with a code (docs/product.md#placement-errors). */
export type TicketError = {
  /** The message key to show. */
  messageKey: string;
  /** The server's own words (key or message), shown as details. */
  details: string | null;
  code: string | null;
  isWrongOdds: boolean;
  isPve: boolean;
  /** Per-bet messages of a multi-single placement, keyed by the bet's selection. */
  selectionMessages: Readonly<Record<SelectionKey, string>>;
};

export type Ticket = {
  status: TicketStatus;
  bets: readonly Bet[];
  currency: string;
  subunits: number;
  settings: TicketSettings;
  inactiveProviders: readonly string[];
  error: TicketError | null;
  /** A failure without a code (network, 5xx, 401): shown as the general alert. */
  hasGeneralAlert: boolean;
  /** Indexes into `bets` being placed (those with a stake above 0). */
  processingBets: readonly number[];
  inProgress: boolean;
  isRestoring: boolean;
  /** The current placement attempt: its idempotency key and what its body was. */
  attempt: Attempt | null;
};

/** A placement attempt: retries with the same body reuse `key`; another body gets a new one. */
export type Attempt = { key: string; fingerprint: string };

export const DEFAULT_TICKET_SETTINGS: TicketSettings = {
  oddsAcceptMode: 'none',
  multiSingleAvailableByProvider: {},
  stakePresets: [],
};

export function emptyTicket(
  currency = 'EUR',
  subunits = 100,
  settings: TicketSettings = DEFAULT_TICKET_SETTINGS,
): Ticket {
  return {
    status: 'INITIAL',
    bets: [],
    currency,
    subunits,
    settings,
    inactiveProviders: [],
    error: null,
    hasGeneralAlert: false,
    processingBets: [],
    inProgress: false,
    isRestoring: false,
    attempt: null,
  };
}

// It lives with the odds cell's helpers, which the first page loads without the rest of the ticket.
export { selectionKey } from './selection-input';
