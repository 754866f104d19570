/**
 * Placing bets (product.md "Betting contracts"): `POST /api/sb/bets` with the `Idempotency-Key`
 * header and the spec §3 placement payload; a refusal's envelope `details` (`code`, `key`,
 * `bets[]`) becomes the ticket's `PlacementFailure` (spec §8).
 */
import type { PlacedBetAnswer, PlacementFailure, PlacementPayload } from '@/lib/ticket/placement';
import { ApiError, apiPost } from './client';

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
