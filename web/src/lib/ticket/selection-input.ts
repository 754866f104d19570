/**
 * What an odds cell puts on the ticket, built from the catalogue's match, market and outcome (their
 * wire shapes, declared here structurally so `lib` stays free of the API layer). Pure.
 */
import { oddsFromDecimal } from '@/lib/odds';
import type { SelectionInput, SelectionKey, SelectionMatchStatus } from './types';

/** The wire status codes this needs (`MATCH_STATUS.live`, `.stopped`, `MARKET_STATUS.open`). */
const MATCH_LIVE = 1;
const MATCH_STOPPED = 2;
const MARKET_OPEN = 1;

export type OutcomeSource = { id: number; name: string; odds?: number | null; active: boolean };
export type MarketSource = { id: number; name: string; specifier: string; provider: string; status: number };
export type MatchSource = {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  status: number;
  competitors: readonly { name: string }[];
  tournament?: { sport?: { key: string } | null; category?: { name: string } | null } | null;
};

export function selectionKey(
  input: Pick<SelectionInput, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>,
): SelectionKey {
  return `${input.matchId}/${input.marketId}/${input.specifier}/${input.outcomeId}`;
}

export function matchStatusOf(status: number): SelectionMatchStatus {
  return status === MATCH_LIVE || status === MATCH_STOPPED ? 'live' : 'prematch';
}

/** Whether the outcome can be picked: an open market, an active outcome with a price. */
export function isOutcomeOpen(market: MarketSource | null | undefined, outcome: OutcomeSource): boolean {
  return market?.status === MARKET_OPEN && outcome.active && oddsFromDecimal(outcome.odds) !== undefined;
}

/** The selection the reducer needs; `undefined` when the outcome has no price. */
export function selectionInput(
  match: MatchSource,
  market: MarketSource,
  outcome: OutcomeSource,
): SelectionInput | undefined {
  const odds = oddsFromDecimal(outcome.odds);
  if (odds === undefined) return undefined;
  const [home, away] = match.competitors;
  return {
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: matchStatusOf(match.status),
    marketId: market.id,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds,
    provider: market.provider,
    sportKey: match.tournament?.sport?.key ?? '',
    // An outright has no competitors: its name stands for the match.
    nameA: home?.name ?? match.name,
    nameB: away?.name ?? '',
    categoryName: match.tournament?.category?.name ?? '',
  };
}
