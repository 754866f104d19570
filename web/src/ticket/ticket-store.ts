/**
 * The ticket's small store around the pure reducer (`lib/ticket`): it holds the state, saves it
 * under `bets`, pushes the analytics records to `window.dataLayer`, and runs the two flows that
 * wait on the network (placement, restore) with the calls injected. React reads it through
 * `use-ticket.ts`.
 */
import { randomId } from '@/lib/random-id';
import type { TicketAction } from '@/lib/ticket/actions';
import { outcomeClickEvent, placedBetRecords } from '@/lib/ticket/analytics';
import type { MarketState } from '@/lib/ticket/odds-updates';
import { loadTicket, saveTicket, STORAGE_KEY } from '@/lib/ticket/persistence';
import type { PlacedBetAnswer, PlacementFailure, PlacementPayload } from '@/lib/ticket/placement';
import { buildPlacement } from '@/lib/ticket/placement';
import { ticketReducer } from '@/lib/ticket/reducer';
import { isSelected } from '@/lib/ticket/selectors';
import type { Ticket } from '@/lib/ticket/types';
import { emptyTicket, selectionKey } from '@/lib/ticket/types';

/** What a placement call answers: the placed bets, or the failure to map (docs/product.md#placement-errors). */
export type PlacementResult =
  { ok: true; bets: PlacedBetAnswer[] } | { ok: false; failure: PlacementFailure };
export type PlaceBets = (payload: PlacementPayload, idempotencyKey: string) => Promise<PlacementResult>;
/** Fetches the current markets of the given matches; a match missing from the answer is gone. */
export type FetchMarkets = (matchIds: number[]) => Promise<Record<number, readonly MarketState[]>>;

export type TicketStoreOptions = {
  initial?: Ticket;
  storage?: () => Storage | undefined;
  dataLayer?: () => unknown[] | undefined;
  newKey?: () => string;
  /** Runs the save after the current task (tests pass `run => run()`). */
  later?: (run: () => void) => void;
};

export type TicketStore = {
  getState: () => Ticket;
  dispatch: (action: TicketAction) => void;
  subscribe: (listener: () => void) => () => void;
  /** Places the staked bets; returns false when the ticket was not placeable. */
  place: (send: PlaceBets, meta: { deviceId: string; quick: boolean }) => Promise<boolean>;
  /** Rebuilds the saved ticket from fresh markets (docs/product.md#slip-persistence). */
  restore: (fetchMarkets: FetchMarkets) => Promise<void>;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function browserDataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function createTicketStore(options: TicketStoreOptions = {}): TicketStore {
  const storage = options.storage ?? browserStorage;
  const dataLayer = options.dataLayer ?? browserDataLayer;
  const newKey = options.newKey ?? randomId;
  const later = options.later ?? ((run: () => void) => void setTimeout(run, 0));
  const listeners = new Set<() => void>();
  let state = options.initial ?? emptyTicket();

  let unsaved: Ticket | undefined;

  /**
   * Writes after the current task (`later`): a pick reaches the screen first, and what one click
   * changes (the selection, then its match's prices) is written once.
   */
  function save(ticket: Ticket): void {
    const isScheduled = unsaved !== undefined;
    unsaved = ticket;
    if (!isScheduled) later(flush);
  }

  function flush(): void {
    const ticket = unsaved;
    unsaved = undefined;
    if (!ticket) return;
    try {
      storage()?.setItem(STORAGE_KEY, saveTicket(ticket));
    } catch {
      // Private mode or a full quota: the slip still works for this page.
    }
  }

  function track(before: Ticket, after: Ticket, action: TicketAction): void {
    const layer = dataLayer();
    if (!layer) return;
    if (action.type === 'selectionToggled' || action.type === 'selectionAdded') {
      const wasSelected = isSelected(before, selectionKey(action.selection));
      layer.push(
        outcomeClickEvent(wasSelected ? 'outcome_delete_click' : 'outcome_add_click', action.selection),
      );
    }
    if (action.type === 'selectionRemoved') {
      const removed = before.bets.flatMap((bet) => bet.selections).find((s) => s.key === action.key);
      if (removed) layer.push(outcomeClickEvent('outcome_delete_click', removed));
    }
    if (after.status === 'SUCCESS' && before.status !== 'SUCCESS') layer.push(...placedBetRecords(after));
  }

  function dispatch(action: TicketAction): void {
    const next = ticketReducer(state, action);
    if (next === state) return;
    const before = state;
    state = next;
    // Nothing is written while restoring, nor when a restore failed: the saved slip is tried again.
    if (before.bets !== next.bets && !next.isRestoring && action.type !== 'restoreFailed') save(next);
    track(before, next, action);
    for (const listener of listeners) listener();
  }

  async function place(send: PlaceBets, meta: { deviceId: string; quick: boolean }): Promise<boolean> {
    dispatch({ type: 'placementStarted', idempotencyKey: newKey() });
    const started = state;
    if (started.status !== 'PROCESSING' || !started.attempt) return false;
    try {
      const result = await send(buildPlacement(started, meta), started.attempt.key);
      dispatch(
        result.ok
          ? { type: 'placementSucceeded', bets: result.bets }
          : { type: 'placementFailed', failure: result.failure },
      );
    } catch {
      // A network failure: the general alert, and a retry keeps the attempt's key.
      dispatch({ type: 'placementFailed', failure: { status: 0 } });
    }
    return true;
  }

  async function restore(fetchMarkets: FetchMarkets): Promise<void> {
    let saved;
    try {
      saved = loadTicket(storage()?.getItem(STORAGE_KEY) ?? null);
    } catch {
      saved = null;
    }
    if (!saved || saved.bets.length === 0) return;
    dispatch({ type: 'restoreStarted', saved });
    const matchIds = [...new Set(state.bets.flatMap((bet) => bet.selections.map((s) => s.matchId)))];
    try {
      dispatch({ type: 'restoreCompleted', data: { marketsByMatch: await fetchMarkets(matchIds) } });
    } catch {
      dispatch({ type: 'restoreFailed' });
    }
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    place,
    restore,
  };
}

/** The page's one ticket. */
export const ticketStore = createTicketStore();
