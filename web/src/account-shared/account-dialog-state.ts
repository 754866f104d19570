/**
 * Which auth dialog is open (at most one): opened by UI events and by the `modal` URL parameter. In a
 * frame, sign-in, sign-up and deposit go to the host page when it handles them (docs/embedding.md).
 */
import { useSyncExternalStore } from 'react';
import { actionRoute } from '@/frame/parent-listeners';
import { tellParent } from '@/frame/parent-messages';
import type { AccountDialogKind, AccountDialogRequest } from '@/lib/account-modal';
import type { HostAction } from '@/lib/frame-protocol';

const HOST_ACTIONS: Partial<Record<AccountDialogKind, HostAction>> = {
  sign_in: 'sign-in',
  sign_up: 'sign-up',
  deposit: 'deposit',
};

let current: AccountDialogRequest | null = null;
const listeners = new Set<() => void>();

function set(next: AccountDialogRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAccountDialog(request: AccountDialogRequest): void {
  const action = HOST_ACTIONS[request.kind];
  const route = action === undefined ? 'own' : actionRoute(action);
  if (route === 'parent' && action !== undefined) tellParent({ name: action, payload: {} });
  if (route !== 'own') return;
  set(request);
  tellParent({ name: 'notify-modal-triggered', payload: { modal: request.kind } });
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
