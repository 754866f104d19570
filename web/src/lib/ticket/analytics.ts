/**
 * Analytics records of the bet slip (docs/product.md#slip-analytics). Pure: the
 * store pushes them to `window.dataLayer`.
 */
import { minorToDecimalText } from './placement';
import type { Selection, SelectionInput, Ticket } from './types';
import { selectionKey } from './types';

export type OutcomeClickEvent = {
  event: 'outcome_add_click' | 'outcome_delete_click';
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: number;
  odds: number;
  match_status: SelectionInput['matchStatus'];
  sport: string;
  provider: string;
};

/** The placed-bet record of docs/product.md#slip-analytics. */
export type PlacedBetRecord = {
  event: 'bet_placed';
  transactionId: string;
  contentIds: string[];
  amount: string;
};

export function outcomeClickEvent(
  kind: OutcomeClickEvent['event'],
  selection: SelectionInput | Selection,
): OutcomeClickEvent {
  return {
    event: kind,
    match_id: selection.matchId,
    market_id: selection.marketId,
    specifier: selection.specifier,
    outcome_id: selection.outcomeId,
    odds: selection.odds / 1000,
    match_status: selection.matchStatus,
    sport: selection.sportKey,
    provider: selection.provider,
  };
}

/**
 * One record per placed selection (docs/product.md#slip-analytics): the bet's id as the
 * transaction, the selection as the content, and the bet's total stake as decimal text.
 */
export function placedBetRecords(ticket: Ticket): PlacedBetRecord[] {
  return ticket.bets.flatMap((bet) => {
    const placed = bet.placed;
    if (!placed) return [];
    const amount = minorToDecimalText(bet.stake, ticket.subunits);
    return bet.selections.map((s) => ({
      event: 'bet_placed' as const,
      transactionId: placed.betId,
      contentIds: [selectionKey(s)],
      amount,
    }));
  });
}
