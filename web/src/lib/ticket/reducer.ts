/**
 * The ticket state machine (docs/product.md#ticket-states): `(ticket, action) → ticket`, no side effects.
 * A refused action returns the same object, so callers can tell by identity.
 */
import type { TicketAction } from './actions';
import {
  acceptOdds,
  applyMarkets,
  applyProviderStatuses,
  hasChangedOdds,
  settledStatus,
} from './odds-updates';
import { savedBets, restoreBets } from './persistence';
import {
  applyPlaced,
  placeableBetIndexes,
  placementError,
  placementFingerprint,
  withAnswer,
} from './placement';
import { lineCount, stakeForWin } from './potential-win';
import { addSelection, allSelections, removeSelections } from './selections';
import type { Attempt, Bet, PlacedInfo, Ticket } from './types';
import { emptyTicket, selectionKey } from './types';
import { isSelected } from './selectors';

/** Bets changed by the player: the slip is editable again and its status recomputed. */
function withBets(ticket: Ticket, bets: readonly Bet[]): Ticket {
  // Editing after a success starts from the kept selections.
  const next = ticket.status === 'SUCCESS' ? bets.map((bet) => ({ ...bet, placed: null })) : bets;
  return { ...ticket, bets: next, status: settledStatus('INITIAL', next), error: null };
}

function updateBet(ticket: Ticket, index: number, update: (bet: Bet) => Bet | undefined): Ticket {
  const bet = ticket.bets[index];
  const next = bet && update(bet);
  if (!next) return ticket;
  return withBets(
    ticket,
    ticket.bets.map((b, i) => (i === index ? next : b)),
  );
}

function setStake(bet: Bet, stake: number, per: 'total' | 'line'): Bet | undefined {
  if (!Number.isSafeInteger(stake) || stake < 0) return undefined;
  const total = per === 'line' ? stake * lineCount(bet) : stake;
  return { ...bet, stake: total, stakeSource: 'stake', desiredWin: null };
}

function isLocked(ticket: Ticket): boolean {
  return ticket.status === 'PROCESSING';
}

export function ticketReducer(ticket: Ticket, action: TicketAction): Ticket {
  // While a placement is under way only prices, providers, settings and its answer get through.
  const lockedOut =
    isLocked(ticket) &&
    ![
      'marketsUpdated',
      'providerStatusesChanged',
      'settingsChanged',
      'placementSucceeded',
      'placementFailed',
    ].includes(action.type);
  if (lockedOut) return ticket;
  switch (action.type) {
    case 'selectionToggled': {
      const key = selectionKey(action.selection);
      if (isSelected(ticket, key)) return withBets(ticket, removeSelections(ticket, new Set([key])));
      return withBets(ticket, addSelection(ticket, action.selection));
    }
    case 'selectionAdded':
      if (isSelected(ticket, selectionKey(action.selection))) return ticket;
      return withBets(ticket, addSelection(ticket, action.selection));
    case 'selectionRemoved':
      if (!isSelected(ticket, action.key)) return ticket;
      return withBets(ticket, removeSelections(ticket, new Set([action.key])));
    case 'ticketCleared':
      return {
        ...emptyTicket(ticket.currency, ticket.subunits, ticket.settings),
        inactiveProviders: ticket.inactiveProviders,
      };
    case 'stakeChanged':
      return updateBet(ticket, action.betIndex, (bet) => setStake(bet, action.stake, action.per ?? 'total'));
    case 'stakePresetApplied':
      if (!ticket.settings.stakePresets.includes(action.preset)) return ticket;
      return updateBet(ticket, action.betIndex, (bet) => setStake(bet, action.preset, 'total'));
    case 'desiredWinChanged':
      if (!Number.isSafeInteger(action.win) || action.win < 0) return ticket;
      return updateBet(ticket, action.betIndex, (bet) => ({
        ...bet,
        stake: stakeForWin(bet, action.win),
        stakeSource: 'potential_win',
        desiredWin: action.win,
      }));
    case 'currencyChanged': {
      if (action.currency === ticket.currency && action.subunits === ticket.subunits) return ticket;
      // Decision 009: stakes are cleared, never converted nor kept as a number in another unit.
      const bets = ticket.bets.map((bet) => ({
        ...bet,
        stake: 0,
        stakeSource: 'stake' as const,
        desiredWin: null,
      }));
      return { ...withBets(ticket, bets), currency: action.currency, subunits: action.subunits };
    }
    case 'settingsChanged':
      return { ...ticket, settings: action.settings };
    case 'marketsUpdated':
      return priced(ticket, applyMarkets(ticket, action.matchId, action.markets));
    case 'providerStatusesChanged': {
      // A realtime event names one provider, the settings all of them: the others stay as they were.
      const named = new Set(action.statuses.map((s) => s.provider));
      const inactive = [
        ...ticket.inactiveProviders.filter((provider) => !named.has(provider)),
        ...action.statuses.filter((s) => !s.is_active).map((s) => s.provider),
      ];
      const same =
        inactive.length === ticket.inactiveProviders.length &&
        inactive.every((provider) => ticket.inactiveProviders.includes(provider));
      if (same) return ticket;
      return { ...priced(ticket, applyProviderStatuses(ticket, inactive)), inactiveProviders: inactive };
    }
    case 'oddsChangesAccepted':
      return { ...withBets(ticket, acceptOdds(ticket.bets)), status: 'INITIAL' };
    case 'unavailableSelectionsDropped': {
      const gone = allSelections(ticket.bets).filter((s) => s.isSuspended || s.isNotAvailable);
      if (gone.length === 0) return ticket;
      return withBets(ticket, removeSelections(ticket, new Set(gone.map((s) => s.key))));
    }
    case 'placementStarted': {
      const processingBets = placeableBetIndexes(ticket.bets);
      if (processingBets.length === 0) return ticket;
      return {
        ...ticket,
        status: 'PROCESSING',
        error: null,
        hasGeneralAlert: false,
        inProgress: true,
        processingBets,
        attempt: nextAttempt(ticket, processingBets, action.idempotencyKey),
      };
    }
    case 'placementSucceeded':
      if (ticket.status !== 'PROCESSING') return ticket;
      return {
        ...ticket,
        bets: applyPlaced(ticket, action.bets),
        status: 'SUCCESS',
        inProgress: false,
        attempt: null,
      };
    case 'placementFailed': {
      if (ticket.status !== 'PROCESSING') return ticket;
      const error = placementError(ticket, action.failure);
      const settled = { ...ticket, inProgress: false, processingBets: [] };
      // A coded rejection: a new attempt needs a new key (the old one replays the rejection).
      if (error) return supersedeWrongOdds({ ...settled, status: 'ERROR', error, attempt: null });
      return { ...settled, status: settledStatus('INITIAL', ticket.bets), hasGeneralAlert: true };
    }
    case 'placedBetChanged': {
      // The live delay ended (or a later change): the receipt shows the bet's new status.
      const index = ticket.bets.findIndex((bet) => bet.placed?.betId === action.betId);
      const bet = ticket.bets[index];
      if (!bet?.placed || ticket.status !== 'SUCCESS') return ticket;
      if (bet.placed.status === action.status && (bet.placed.reason ?? null) === action.reason) return ticket;
      const answered = action.bet ? withAnswer(bet, action.bet, bet.placed.sentOdds ?? []) : bet;
      const placed: PlacedInfo = { ...(answered.placed ?? bet.placed), status: action.status };
      if (action.reason) placed.reason = action.reason;
      else delete placed.reason;
      return { ...ticket, bets: ticket.bets.map((b, i) => (i === index ? { ...answered, placed } : b)) };
    }
    case 'placedSelectionsKept': {
      if (ticket.status !== 'SUCCESS') return ticket;
      const bets = ticket.bets.map((bet) => ({ ...bet, placed: null }));
      return { ...withBets(ticket, bets), processingBets: [] };
    }
    case 'errorDismissed':
      if (ticket.status !== 'ERROR' && !ticket.hasGeneralAlert) return ticket;
      return {
        ...ticket,
        status: settledStatus('INITIAL', ticket.bets),
        error: null,
        hasGeneralAlert: false,
        processingBets: [],
      };
    case 'restoreStarted':
      return {
        ...withBets(ticket, savedBets(ticket, action.saved)),
        isRestoring: true,
      };
    case 'restoreCompleted':
      if (!ticket.isRestoring) return ticket;
      return { ...withBets(ticket, restoreBets(ticket, action.data.marketsByMatch)), isRestoring: false };
    case 'restoreFailed':
      return ticket.isRestoring ? { ...ticket, bets: [], isRestoring: false } : ticket;
  }
}

/** Prices moved (stakes already followed): the status too, unless a placement is under way. */
function priced(ticket: Ticket, bets: readonly Bet[]): Ticket {
  if (bets.every((bet, i) => bet === ticket.bets[i])) return ticket;
  return supersedeWrongOdds({ ...ticket, bets, status: settledStatus(ticket.status, bets) });
}

/**
 * A wrong-odds refusal says the prices moved; once the slip knows the new prices it says so
 * itself (ODDS_CHANGED, with "Accept changes"), so the refusal gives way instead of repeating it.
 */
function supersedeWrongOdds(ticket: Ticket): Ticket {
  if (ticket.status !== 'ERROR' || !ticket.error?.isWrongOdds || !hasChangedOdds(ticket.bets)) return ticket;
  return { ...ticket, status: 'ODDS_CHANGED', error: null };
}

/** The same body again (a retry) keeps its idempotency key; any change to it takes the new one. */
function nextAttempt(ticket: Ticket, processingBets: readonly number[], key: string): Attempt {
  const fingerprint = placementFingerprint({ ...ticket, processingBets });
  return ticket.attempt?.fingerprint === fingerprint ? ticket.attempt : { key, fingerprint };
}
