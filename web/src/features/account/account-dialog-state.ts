/** Which auth dialog is open (at most one): opened by UI events and by the `modal` URL parameter. */
import { useSyncExternalStore } from 'react';
import type { AccountDialogRequest } from '@/lib/account-modal';

let current: AccountDialogRequest | null = null;
const listeners = new Set<() => void>();

function set(next: AccountDialogRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAccountDialog(request: AccountDialogRequest): void {
  set(request);
}

export function closeAccountDialog(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountDialog(): AccountDialogRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
