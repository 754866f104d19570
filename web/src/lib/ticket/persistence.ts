/**
 * The ticket in local storage under `bets` (docs/product.md#slip-persistence), versioned and tolerant of anything else found
 * there, and the restore that rebuilds it from fresh market data, dropping what no longer exists.
 */
import type { OddsMilli } from '@/lib/odds';
import { updateSelection, type MarketState } from './odds-updates';
import type { SystemId } from './systems';
import { systemType } from './systems';
import { allSelections, layoutBets, newBet, newSelection } from './selections';
import type { Bet, BetType, Selection, SelectionInput, Ticket } from './types';

export const STORAGE_KEY = 'bets';
export const STORAGE_VERSION = 1;

export type SavedBet = {
  type: BetType;
  stake: number;
  systemId: SystemId | null;
  selections: SelectionInput[];
};
export type SavedTicket = { version: typeof STORAGE_VERSION; currency: string; bets: SavedBet[] };

export function saveTicket(ticket: Ticket): string {
  const saved: SavedTicket = {
    version: STORAGE_VERSION,
    currency: ticket.currency,
    bets: ticket.bets.map((bet) => ({
      type: bet.type,
      stake: bet.stake,
      systemId: bet.systemId,
      // The price the player agreed to is what comes back.
      selections: bet.selections.map((s) => ({
        matchId: s.matchId,
        matchUrnId: s.matchUrnId,
        matchSlug: s.matchSlug,
        matchStatus: s.matchStatus,
        marketId: s.marketId,
        marketName: s.marketName,
        specifier: s.specifier,
        outcomeId: s.outcomeId,
        outcomeName: s.outcomeName,
        odds: s.acceptedOdds,
        provider: s.provider,
        sportKey: s.sportKey,
        nameA: s.nameA,
        nameB: s.nameB,
        categoryName: s.categoryName,
      })),
    })),
  };
  return JSON.stringify(saved);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function readSelection(raw: unknown): SelectionInput | undefined {
  if (!isObject(raw)) return undefined;
  const { matchId, marketId, outcomeId, odds, specifier, matchStatus } = raw;
  if (!isInt(matchId) || !isInt(marketId) || !isInt(outcomeId) || !isText(specifier)) return undefined;
  if (!isInt(odds) || odds <= 1000) return undefined;
  const text = (key: string) => (isText(raw[key]) ? raw[key] : '');
  return {
    matchId,
    marketId,
    outcomeId,
    specifier,
    odds: odds as OddsMilli,
    matchStatus: matchStatus === 'live' ? 'live' : 'prematch',
    matchUrnId: text('matchUrnId'),
    matchSlug: text('matchSlug'),
    marketName: text('marketName'),
    outcomeName: text('outcomeName'),
    provider: text('provider'),
    sportKey: text('sportKey'),
    nameA: text('nameA'),
    nameB: text('nameB'),
    categoryName: text('categoryName'),
  };
}

function readBet(raw: unknown): SavedBet | undefined {
  if (!isObject(raw) || !Array.isArray(raw.selections)) return undefined;
  const type = raw.type === 'combo' || raw.type === 'system' ? raw.type : 'single';
  const selections = raw.selections.flatMap((s) => readSelection(s) ?? []);
  if (selections.length === 0) return undefined;
  const systemId = isText(raw.systemId) ? (systemType(raw.systemId as SystemId)?.id ?? null) : null;
  const stake = isInt(raw.stake) && raw.stake > 0 ? raw.stake : 0;
  return { type, stake, systemId, selections };
}

/** What was saved, or `null` for anything unreadable or of another version. */
export function loadTicket(text: string | null): SavedTicket | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.version !== STORAGE_VERSION || !Array.isArray(raw.bets)) return null;
  const bets = raw.bets.flatMap((bet) => readBet(bet) ?? []);
  return { version: STORAGE_VERSION, currency: isText(raw.currency) ? raw.currency : '', bets };
}

/** The saved bets as they were, before fresh data arrives (shown while `isRestoring`). */
export function savedBets(ticket: Ticket, saved: SavedTicket): Bet[] {
  const bets = saved.bets.map((bet) => {
    const selections = bet.selections.map((s) => newSelection(s, ticket.inactiveProviders));
    return { ...newBet(selections, bet.type, bet.stake), systemId: bet.systemId };
  });
  return layoutBets(ticket, allSelections(bets), bets);
}

/**
 * The saved bets seen against fresh markets: a selection whose match or market is gone is dropped,
 * the rest take the current price (the saved one is the initial price) under the accept mode.
 */
/** The market's and outcome's names as the fresh markets give them (in the page's language). */
function freshNames(
  s: Selection,
  markets: readonly MarketState[],
): Partial<Pick<Selection, 'marketName' | 'outcomeName'>> {
  const market = markets.find((m) => m.id === s.marketId && m.specifier === s.specifier);
  const outcome = market?.outcomes.find((o) => o.id === s.outcomeId);
  return {
    ...(market?.name ? { marketName: market.name } : {}),
    ...(outcome?.name ? { outcomeName: outcome.name } : {}),
  };
}

export function restoreBets(
  ticket: Ticket,
  marketsByMatch: Readonly<Record<number, readonly MarketState[]>>,
): Bet[] {
  const mode = ticket.settings.oddsAcceptMode;
  const selections = allSelections(ticket.bets).flatMap((s) => {
    const markets = marketsByMatch[s.matchId];
    if (!markets) return [];
    const updated = updateSelection(s, markets, mode);
    if (updated.isNotAvailable) return [];
    return [{ ...updated, ...freshNames(s, markets), isNotAvailable: s.isNotAvailable }];
  });
  return layoutBets(ticket, selections);
}
