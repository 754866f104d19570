/**
 * Which of sign-in, sign-up and deposit the host page handles itself (its
 * `initializePlayerSession`, docs/embedding.md). In a frame (docs/product.md#embedding) these
 * actions are offered only when the host listens for them, and then handed to it; outside a frame
 * the product does them itself.
 */
import { useSyncExternalStore } from 'react';
import type { HostAction } from '@/lib/frame-protocol';
import { isInFrame } from './parent-messages';

/** Where an action goes: our own dialog, the host page, or nowhere (not offered). */
export type ActionRoute = 'own' | 'parent' | 'not_offered';

let handled: ReadonlySet<HostAction> = new Set();
const listeners = new Set<() => void>();

export function setParentListeners(actions: readonly HostAction[]): void {
  handled = new Set(actions);
  for (const listener of listeners) listener();
}

export function actionRoute(action: HostAction): ActionRoute {
  if (!isInFrame()) return 'own';
  return handled.has(action) ? 'parent' : 'not_offered';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where `action` goes now; re-renders when the host's listeners change. */
export function useActionRoute(action: HostAction): ActionRoute {
  return useSyncExternalStore(
    subscribe,
    () => actionRoute(action),
    () => 'own',
  );
}

/** Whether the page offers `action` (a button for it is drawn). */
export function useIsActionOffered(action: HostAction): boolean {
  return useActionRoute(action) !== 'not_offered';
}
