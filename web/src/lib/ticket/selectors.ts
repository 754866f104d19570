/** What the UI reads from the ticket: selection lookups, totals, bet types offered and the checks of docs/product.md#place-button. */
import { potentialWin, stakePerLine } from './potential-win';
import { allSelections } from './selections';
import { systemType } from './systems';
import type { Bet, SelectionKey, Ticket } from './types';

export function selectedKeys(ticket: Ticket): ReadonlySet<SelectionKey> {
  return new Set(allSelections(ticket.bets).map((s) => s.key));
}

export function isSelected(ticket: Ticket, key: SelectionKey): boolean {
  return ticket.bets.some((bet) => bet.selections.some((s) => s.key === key));
}

export function selectionCount(ticket: Ticket): number {
  return allSelections(ticket.bets).length;
}

/** Two or more picks: singles, the combo and the systems each with a stake box. */
export function hasSeveralBets(ticket: Ticket): boolean {
  return ticket.bets.length > 1;
}

export function totalStake(ticket: Ticket): number {
  return ticket.bets.reduce((sum, bet) => sum + bet.stake, 0);
}

export function totalPotentialWin(ticket: Ticket): number {
  return ticket.bets.reduce((sum, bet) => sum + potentialWin(bet), 0);
}

/** Why a bet cannot be placed as it is. */
export type BetIssue =
  | 'NO_SELECTIONS'
  | 'SUSPENDED_SELECTION'
  | 'UNAVAILABLE_SELECTION'
  | 'CHANGED_ODDS'
  | 'TOO_FEW_SELECTIONS'
  | 'SAME_MATCH_TWICE'
  | 'SYSTEM_TYPE_MISMATCH'
  | 'SYSTEM_STAKE_NOT_DIVISIBLE';

export function betIssues(bet: Bet): BetIssue[] {
  const issues: BetIssue[] = [];
  const { selections } = bet;
  if (selections.length === 0) issues.push('NO_SELECTIONS');
  if (selections.some((s) => s.isSuspended)) issues.push('SUSPENDED_SELECTION');
  if (selections.some((s) => s.isNotAvailable)) issues.push('UNAVAILABLE_SELECTION');
  if (selections.some((s) => s.isChanged)) issues.push('CHANGED_ODDS');
  if (bet.type !== 'single' && selections.length < 2) issues.push('TOO_FEW_SELECTIONS');
  if (bet.type === 'single' && selections.length > 1) issues.push('TOO_FEW_SELECTIONS');
  if (new Set(selections.map((s) => s.matchId)).size !== selections.length) issues.push('SAME_MATCH_TWICE');
  if (bet.type === 'system') {
    const type = systemType(bet.systemId);
    if (type?.totalCount !== selections.length) issues.push('SYSTEM_TYPE_MISMATCH');
    else if (bet.stake > 0 && stakePerLine(bet) === undefined) issues.push('SYSTEM_STAKE_NOT_DIVISIBLE');
  }
  return issues;
}

/** docs/product.md#place-button: why the place button is disabled, as codes the UI can show. */
export type PlaceBlocker =
  | 'NO_BETS'
  | 'STAKE_NOT_POSITIVE'
  | 'FIRST_BET_INVALID'
  | 'BET_CHECK_FAILED'
  | 'NO_PROFIT'
  | 'ODDS_CHANGED'
  | 'PLACEMENT_IN_PROGRESS';

function hasNoProfit(bet: Bet): boolean {
  return bet.stake > 0 && potentialWin(bet) <= bet.stake;
}

/**
 * Every reason the place button is disabled; empty when it is enabled. With several bets each is
 * checked on its own: bets left at stake 0 are simply not placed (docs/product.md#place-button), the rest must pass.
 */
export function placeBlockers(ticket: Ticket): PlaceBlocker[] {
  const blockers = new Set<PlaceBlocker>();
  if (ticket.status === 'PROCESSING') blockers.add('PLACEMENT_IN_PROGRESS');
  if (ticket.status === 'ODDS_CHANGED') blockers.add('ODDS_CHANGED');
  const [first] = ticket.bets;
  if (!first) return [...blockers, 'NO_BETS'];
  const multi = hasSeveralBets(ticket);
  const checked = multi ? ticket.bets.filter((bet) => bet.stake > 0) : ticket.bets;
  if (checked.length === 0 || checked.some((bet) => bet.stake <= 0)) blockers.add('STAKE_NOT_POSITIVE');
  if (!multi && betIssues(first).length > 0) blockers.add('FIRST_BET_INVALID');
  if (checked.some((bet) => betIssues(bet).length > 0)) blockers.add('BET_CHECK_FAILED');
  if (checked.some(hasNoProfit)) blockers.add('NO_PROFIT');
  return [...blockers];
}

export function canPlace(ticket: Ticket): boolean {
  return placeBlockers(ticket).length === 0;
}
