/**
 * Why the place button is disabled, as message keys (docs/product.md#place-button): the ticket's `placeBlockers`, with
 * "the bet is invalid" spelled out as the bets' own issues. Pure.
 */
import { betIssues, placeBlockers, type BetIssue, type PlaceBlocker } from '@/lib/ticket/selectors';
import type { Ticket } from '@/lib/ticket/types';

export const BLOCKER_KEYS: Readonly<Record<PlaceBlocker, string>> = {
  NO_BETS: 'betslip.blocked.noBets',
  STAKE_NOT_POSITIVE: 'betslip.blocked.noStake',
  FIRST_BET_INVALID: 'betslip.blocked.invalidBet',
  BET_CHECK_FAILED: 'betslip.blocked.invalidBet',
  NO_PROFIT: 'betslip.blocked.noProfit',
  ODDS_CHANGED: 'betslip.blocked.oddsChanged',
  PLACEMENT_IN_PROGRESS: 'betslip.blocked.placing',
};

/** Why Place and Max wait while the auth status is UNKNOWN or PENDING (docs/product.md#auth-status). */
export const SESSION_LOADING_KEY = 'betslip.blocked.session';

/** Why Place is disabled for a player with the pve flag: the server's own refusal (code 114). */
export const BETTING_FORBIDDEN_KEY = 'betslip.error.platform.pve_player_bet_forbidden';

export const ISSUE_KEYS: Readonly<Record<BetIssue, string>> = {
  NO_SELECTIONS: 'betslip.blocked.noBets',
  SUSPENDED_SELECTION: 'betslip.issues.suspended',
  UNAVAILABLE_SELECTION: 'betslip.issues.notAvailable',
  CHANGED_ODDS: 'betslip.blocked.oddsChanged',
  TOO_FEW_SELECTIONS: 'betslip.issues.tooFew',
  SAME_MATCH_TWICE: 'betslip.issues.sameMatch',
  SYSTEM_TYPE_MISMATCH: 'betslip.issues.systemMismatch',
  SYSTEM_STAKE_NOT_DIVISIBLE: 'betslip.issues.stakeNotDivisible',
};

/** The message keys to show under the place button, each once; empty when it is enabled. */
export function placeReasonKeys(ticket: Ticket): string[] {
  const keys = new Set<string>();
  const multi = ticket.bets.length > 1;
  for (const blocker of placeBlockers(ticket)) {
    if (blocker !== 'FIRST_BET_INVALID' && blocker !== 'BET_CHECK_FAILED') {
      keys.add(BLOCKER_KEYS[blocker]);
      continue;
    }
    const checked = multi ? ticket.bets.filter((bet) => bet.stake > 0) : ticket.bets.slice(0, 1);
    const issues = checked.flatMap(betIssues);
    if (issues.length === 0) keys.add(BLOCKER_KEYS[blocker]);
    for (const issue of issues) keys.add(ISSUE_KEYS[issue]);
  }
  return [...keys];
}
