/**
 * The part of the ticket the first page needs — which outcomes are on the slip, how many — without
 * the store itself: the store, the reducer and the placement code load with the first click (or
 * when the slip UI loads), so the home route's initial JavaScript stays within its budget. Until
 * then the slip is empty (the store starts empty too; see CONTEXT.md).
 */
import { useSyncExternalStore } from 'react';
import type { TicketAction } from '@/lib/ticket/actions';
import type { SelectionInput, SelectionKey } from '@/lib/ticket/types';
import type { TicketStore } from './ticket-store';

let keys: ReadonlySet<SelectionKey> = new Set();
let loaded: TicketStore | undefined;
let loading: Promise<TicketStore> | undefined;
let loader: (() => Promise<TicketStore>) | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let restoring = false;

/** Whether the slip's last change came from restoring a saved slip (not from the player). */
export function isSlipRestoring(): boolean {
  return restoring;
}

function mirror(store: TicketStore): void {
  restoring = store.getState().isRestoring;
  const next = new Set(store.getState().bets.flatMap((bet) => bet.selections.map((s) => s.key)));
  const same = next.size === keys.size && [...next].every((key) => keys.has(key));
  if (same) return;
  keys = next;
  for (const listener of listeners) listener();
}

/**
 * How to load the store: the entry passes `() => import('@/ticket/ticket-store')…` (a dynamic
 * import here would add a shared chunk to the first page's JavaScript).
 */
export function provideTicketStore(load: () => Promise<TicketStore>): void {
  loader = load;
}

/** The page's ticket store, loaded once; the slip's keys follow it from then on. */
export function loadTicketStore(): Promise<TicketStore> {
  if (!loader) return Promise.reject(new Error('provideTicketStore was not called'));
  loading ??= loader().then((store) => {
    loaded = store;
    store.subscribe(() => mirror(store));
    mirror(store);
    return store;
  });
  return loading;
}

export function dispatchToTicket(action: TicketAction): void {
  void loadTicketStore().then((store) => store.dispatch(action));
}

/** For news about the slip (prices, decisions): nothing to do while the store is not loaded. */
export function dispatchIfTicketLoaded(action: TicketAction): void {
  loaded?.dispatch(action);
}

/** An odds-cell click: adds the outcome, or removes it when it is on the slip already. */
export function toggleOnSlip(selection: SelectionInput): void {
  dispatchToTicket({ type: 'selectionToggled', selection });
}

/** Whether an outcome is on the slip; a cell re-renders only when this flips. */
export function useIsOnSlip(key: SelectionKey): boolean {
  const read = () => keys.has(key);
  return useSyncExternalStore(subscribe, read, read);
}

/** How many selections the slip holds (tab-bar badge, lazy slip, panel opening). */
export function useSlipCount(): number {
  const read = () => keys.size;
  return useSyncExternalStore(subscribe, read, read);
}
