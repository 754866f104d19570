/**
 * Placing bets (docs/product.md#placement, #placement-errors): the `POST /api/sb/bets`
 * payload, the server's answer applied to the bets, and its errors mapped to the ticket. Pure.
 */
import { digitsOf } from '@/lib/money';
import { oddsFromDecimal, type OddsMilli } from '@/lib/odds';
import type { Bet, BetType, PlacedInfo, SelectionKey, Ticket, TicketError } from './types';

export type PlacementSelection = {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: number;
  odds: number;
};
export type PlacementBet = {
  stake: { value: string; currency: string };
  selections: PlacementSelection[];
  system_id?: string;
};
export type PlacementPayload = {
  meta: { device_id: string; quick: boolean; type: BetType };
  bets: PlacementBet[];
};

/** The part of a placed bet (server form) the ticket keeps. */
export type PlacedBetAnswer = {
  id: number | string;
  status: string;
  is_vip: boolean;
  selections: readonly { odds: number }[];
  ref?: string;
  /** Total odds (decimal). */
  odds?: number;
  /** Potential win, minor units. */
  win_amount?: number;
  stake?: { value: number };
};

/** A failed placement: the HTTP status and the error envelope's `details`, when there is one. */
export type PlacementFailure = {
  status: number;
  code?: number | string | null;
  key?: string | null;
  message?: string | null;
  bets?: readonly {
    index: number;
    code?: number | string | null;
    key?: string | null;
    localized_message?: string | null;
  }[];
};

/** `1000` minor units with 100 subunits → `"10.00"`. */
export function minorToDecimalText(minor: number, subunits: number): string {
  const digits = digitsOf(subunits);
  const whole = Math.floor(Math.abs(minor) / subunits);
  const fraction = String(Math.abs(minor) % subunits).padStart(digits, '0');
  const sign = minor < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** docs/product.md#place-button: only bets with a stake above 0 are placed. */
export function placeableBetIndexes(bets: readonly Bet[]): number[] {
  return bets.flatMap((bet, index) => (bet.stake > 0 ? [index] : []));
}

function toPlacementBet(bet: Bet, ticket: Ticket): PlacementBet {
  const placement: PlacementBet = {
    // The TOTAL stake, for a system too (docs/betting-rules.md §0).
    stake: { value: minorToDecimalText(bet.stake, ticket.subunits), currency: ticket.currency },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.acceptedOdds / 1000,
    })),
  };
  // docs/product.md#placement-payload: system_id only for system bets.
  if (bet.type === 'system' && bet.systemId !== null) placement.system_id = bet.systemId;
  return placement;
}

/** The body of `POST /api/sb/bets` for the bets being placed (`processingBets`). */
export function buildPlacement(ticket: Ticket, meta: { deviceId: string; quick: boolean }): PlacementPayload {
  const placing = ticket.processingBets.flatMap((index) => ticket.bets[index] ?? []);
  // meta.type is recorded, not trusted: the first bet's type (the server reads each bet's own).
  const type = placing[0]?.type ?? ticket.bets[0]?.type ?? 'single';
  return {
    meta: { device_id: meta.deviceId, quick: meta.quick, type },
    bets: placing.map((bet) => toPlacementBet(bet, ticket)),
  };
}

/** What identifies a placement body: the bets being placed, with stakes, prices and currency. */
export function placementFingerprint(ticket: Ticket): string {
  return JSON.stringify(buildPlacement(ticket, { deviceId: '', quick: false }).bets);
}

/**
 * A placed bet as the server answered it (or later changed it): its id, status, VIP flag, reference,
 * stored odds, stake and win, and each selection's confirmed odds; the prices sent stay as they were.
 */
export function withAnswer(bet: Bet, answer: PlacedBetAnswer, sentOdds: readonly OddsMilli[]): Bet {
  const odds = bet.type === 'system' ? undefined : oddsFromDecimal(answer.odds);
  const placed: PlacedInfo = {
    betId: String(answer.id),
    status: answer.status,
    isVip: answer.is_vip,
    sentOdds,
    ...(answer.ref === undefined ? {} : { ref: answer.ref }),
    ...(odds === undefined ? {} : { odds }),
    ...(answer.stake === undefined ? {} : { stake: answer.stake.value }),
    ...(answer.win_amount === undefined ? {} : { win: answer.win_amount }),
  };
  const selections = bet.selections.map((s, i) => {
    const confirmed = oddsFromDecimal(answer.selections[i]?.odds);
    return confirmed === undefined ? s : { ...s, odds: confirmed, acceptedOdds: confirmed };
  });
  return { ...bet, selections, placed };
}

/** Each placed bet gets what the server answered for it (docs/product.md#placement-payload). */
export function applyPlaced(ticket: Ticket, answers: readonly PlacedBetAnswer[]): Bet[] {
  return ticket.bets.map((bet, index) => {
    const position = ticket.processingBets.indexOf(index);
    const answer = position === -1 ? undefined : answers[position];
    return answer
      ? withAnswer(
          bet,
          answer,
          bet.selections.map((s) => s.acceptedOdds),
        )
      : bet;
  });
}

/** The codes and message keys of docs/product.md#placement-errors. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  '101': 'error.place_bets.invalid_odds',
  INVALID_ODDS: 'error.place_bets.invalid_odds',
  '120': 'error.place_bets.invalid_odds_custom_bet',
  INVALID_ODDS_CUSTOM_BET: 'error.place_bets.invalid_odds_custom_bet',
  '114': 'error.platform.pve_player_bet_forbidden',
  PVE_PLAYER_BET_FORBIDDEN: 'error.platform.pve_player_bet_forbidden',
};
export const DEFAULT_PLACEMENT_MESSAGE = 'error.place_bets.default';

const WRONG_ODDS_KEYS: readonly string[] = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
];

function isWrongOdds(code: string | null, key: string | null | undefined): boolean {
  return code === '101' || code === 'INVALID_ODDS' || (key != null && WRONG_ODDS_KEYS.includes(key));
}

/**
 * docs/product.md#placement-errors: a coded failure that is not an unauthorized status is a ticket error, else `null`.
 * Each thing is said once: the server's words are details only under the default message (a
 * specific message already says it), and per-bet words go to their selections only when several
 * bets were placed (for one bet they repeat the error).
 */
export function placementError(ticket: Ticket, failure: PlacementFailure): TicketError | null {
  if (failure.status === 401 || failure.code == null) return null;
  const code = String(failure.code);
  const messageKey = MESSAGE_KEYS[code] ?? DEFAULT_PLACEMENT_MESSAGE;
  const selectionMessages: Record<SelectionKey, string> = {};
  const isSeveral = ticket.processingBets.length > 1;
  let anyWrongOdds = isWrongOdds(code, failure.key);
  for (const bet of failure.bets ?? []) {
    anyWrongOdds ||= isWrongOdds(bet.code == null ? null : String(bet.code), bet.key);
    const placed = ticket.bets[ticket.processingBets[bet.index] ?? -1];
    const selection = isSeveral && placed?.type === 'single' ? placed.selections[0] : undefined;
    const text = bet.localized_message ?? bet.key;
    if (selection && text) selectionMessages[selection.key] = text;
  }
  return {
    messageKey,
    details: messageKey === DEFAULT_PLACEMENT_MESSAGE ? (failure.message ?? failure.key ?? null) : null,
    code,
    isWrongOdds: anyWrongOdds,
    isPve: code === '114' || code === 'PVE_PLAYER_BET_FORBIDDEN',
    selectionMessages,
  };
}
