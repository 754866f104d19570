/**
 * Bets (docs/product.md#placement). Placing: `POST /api/sb/bets` with the `Idempotency-Key`
 * header and the placement payload of docs/product.md#placement-payload; a refusal's envelope `details` (`code`, `key`,
 * `bets[]`) becomes the ticket's `PlacementFailure` (docs/product.md#placement-errors). My Bets: `GET /api/sb/bets` with
 * the status and result filters, 500 a page, paged until the last page (docs/product.md#bet-lists).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PlacedBetAnswer, PlacementFailure, PlacementPayload } from '@/lib/ticket/placement';
import { ApiError, apiGet, apiPost } from './client';
import { playerKeys } from './player-keys';
import type { MaxStake, Page } from './types';

/**
 * A bet in the server form (`GET /api/sb/bets`, `bet_changed`). Written by hand, narrower than the
 * generated `BetDto`, and ahead of it by the settlement fields (`settled_at`, a selection's
 * `dead_heat_factor`) until the server's OpenAPI document describes them.
 */
export type ServerBet = {
  id: number;
  /** `single`, `combo`, `system` (`custom_bet` later). */
  type: string;
  ref: string;
  /** `submitted`, `waiting_results`, `rejected`, `done`, `cancelled`, … */
  status: string;
  /** `value` in minor units. */
  stake: { value: number; currency: string; subunits: number };
  /** Minor units: the potential return while open, the payout once settled (0 when lost). */
  win_amount: number;
  /** Total odds (decimal). */
  odds: number;
  selections: ServerBetSelection[];
  created_at: string;
  /** `no_results`, `win_entire`, `lose_entire`, `refund_entire`, `refund_half_win_other`, … */
  result: string;
  /** When the bet was settled (ISO 8601); null while open. */
  settled_at?: string | null;
  system: {
    id: string;
    win_count: number;
    total_count: number;
    lines: number;
    stake_per_line: number;
  } | null;
  is_vip: boolean;
  /** While `submitted`: when the live delay ends (ISO 8601). */
  decide_at?: string | null;
  /** Why a rejected bet was rejected (an error code such as `odds_changed`). */
  reason?: string | null;
};

export type ServerBetSelection = {
  id: string;
  /** `open`, `settled` or `cancelled` (the market was voided). */
  status: string;
  market: { id: number; name: string };
  outcome: { id: number; name: string };
  /** The odds taken (decimal). */
  odds: number;
  match: { id: number; name: string; sport_key: string; is_live: boolean };
  specifier: string;
  /** Once settled: `win`, `lose`, `void`, `half_win` or `half_lose`. */
  result: string | null;
  /** A dead heat's share of the win (e.g. 0.3333), when there was one. */
  dead_heat_factor?: number | null;
};

export const BET_STATUS_FILTERS = ['all', 'open', 'settled'] as const;
export type BetStatusFilter = (typeof BET_STATUS_FILTERS)[number];
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export type BetResultFilter = (typeof BET_RESULT_FILTERS)[number];
export type BetFilters = { status: BetStatusFilter; result: BetResultFilter };

/** What the server lists under each filter (`GET /api/sb/bets`); `null`: everything. */
const FILTER_STATUSES: Readonly<Record<BetStatusFilter, readonly string[] | null>> = {
  all: null,
  open: ['submitted', 'waiting_results'],
  settled: ['done', 'cancelled'],
};
const FILTER_RESULTS: Readonly<Record<BetResultFilter, readonly string[] | null>> = {
  all: null,
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

/** Whether the server would list `bet` under `filters`: how a changed bet moves between lists. */
export function matchesFilters(bet: Pick<ServerBet, 'status' | 'result'>, filters: BetFilters): boolean {
  const statuses = FILTER_STATUSES[filters.status];
  const results = FILTER_RESULTS[filters.result];
  return (!statuses || statuses.includes(bet.status)) && (!results || results.includes(bet.result));
}

/** docs/product.md#bet-lists: the bets list is read 500 bets a page. */
export const BETS_PAGE_LIMIT = 500;

/** The player's bets live under the player's keys: dropped with them on sign-out. */
export const betsKeys = {
  all: [...playerKeys.all, 'bets'] as const,
  list: (filters: BetFilters) => [...playerKeys.all, 'bets', filters.status, filters.result] as const,
};

/** The filters of a cached bets list, read back from its key (`betsKeys.list` + page). */
export function filtersOfKey(key: readonly unknown[]): BetFilters | null {
  const at = betsKeys.all.length;
  const status = BET_STATUS_FILTERS.find((option) => option === key[at]);
  const result = BET_RESULT_FILTERS.find((option) => option === key[at + 1]);
  return status && result ? { status, result } : null;
}

export function fetchBets(
  locale: string,
  filters: BetFilters & { page: number },
  signal?: AbortSignal,
): Promise<Page<ServerBet>> {
  const params = { ...filters, limit: BETS_PAGE_LIMIT };
  return apiGet<Page<ServerBet>>('/bets', { locale, params, signal });
}

/** docs/product.md#catalogue-lists: paging stops when the current page is the last page. */
export function nextBetsPage(page: Page<ServerBet>): number | undefined {
  const { page: current, last_page: last } = page.pagination;
  return current < last ? current + 1 : undefined;
}

export const betsQueries = {
  /** One page of the player's bets. */
  list: (locale: string, { status, result, page }: BetFilters & { page: number }) =>
    queryOptions({
      queryKey: [...betsKeys.list({ status, result }), page],
      queryFn: ({ signal }) => fetchBets(locale, { status, result, page }, signal),
      staleTime: 30_000,
    }),
  /** Every page of the player's bets, fetched one after the other as the list asks for more. */
  pages: (locale: string, filters: BetFilters) =>
    infiniteQueryOptions({
      queryKey: [...betsKeys.list(filters), 'pages'],
      queryFn: ({ signal, pageParam }) => fetchBets(locale, { ...filters, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: nextBetsPage,
      staleTime: 30_000,
    }),
};

/** A placed bet as the server answers it; the fields the slip reads. */
export type PlacedBet = PlacedBetAnswer & {
  type?: string;
  odds?: number;
  /** Potential win while open, minor units. */
  win_amount?: number;
  stake?: { value: number; currency: string; subunits: number };
  /** While `submitted`: when the live delay ends (ISO 8601). */
  decide_at?: string | null;
};

/** The answer: the placed bets (server form). */
export type PlaceAnswer = { data: PlacedBet[] };

export type PlaceOutcome = { ok: true; answer: PlaceAnswer } | { ok: false; failure: PlacementFailure };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function textOrNumber(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The error envelope's details as the ticket reads them. */
export function placementFailure(error: ApiError): PlacementFailure {
  const { details } = error;
  const bets = Array.isArray(details.bets) ? details.bets.filter(isRecord) : [];
  return {
    status: error.status,
    code: textOrNumber(details.code),
    key: typeof details.key === 'string' ? details.key : null,
    message: error.message,
    bets: bets.map((bet) => ({
      index: typeof bet.index === 'number' ? bet.index : -1,
      code: textOrNumber(bet.code),
      key: typeof bet.key === 'string' ? bet.key : null,
      localized_message: typeof bet.localized_message === 'string' ? bet.localized_message : null,
    })),
  };
}

/**
 * Sends one placement. A refusal answers `ok: false`; a network failure or a non-JSON answer
 * throws (the ticket store shows the general alert and keeps the key for a retry).
 */
export async function placeBets(
  locale: string,
  payload: PlacementPayload,
  idempotencyKey: string,
): Promise<PlaceOutcome> {
  try {
    const answer = await apiPost<PlaceAnswer>('/bets', {
      locale,
      body: payload,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { ok: true, answer };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return { ok: false, failure: placementFailure(error) };
    throw error;
  }
}

/**
 * The largest total stake the bet (the payload's one bet) would be accepted with now, as decimal
 * text in its currency. A refusal (a suspended market, …) throws the `ApiError` with its message.
 */
export function fetchMaxStake(locale: string, payload: PlacementPayload): Promise<string> {
  return apiPost<{ data: MaxStake }>('/bets/max-stake', { locale, body: payload }).then(
    (answer) => answer.data.max_stake,
  );
}
