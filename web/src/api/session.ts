/**
 * The session on the client: the auth status of docs/product.md#auth-status as an external store (read it with
 * `useAuthStatus()` or `getAuthStatus()`/`subscribeAuthStatus()` outside React), sign-out and the end of a
 * session on a 401 (docs/product.md#session-errors) or by the player's own time-out or self-exclusion
 * (`completeSignOut`). The profile load that decides the status is `profile-load.ts`, loaded with the
 * account UI so every page does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { config } from '@/config/config';
import { nextAuthStatus, type AuthEvent, type AuthStatus } from '@/lib/auth-status';
import { setBearerToken } from './bearer-token';
import { apiDelete, onSessionEnded } from './client';
import { playerKeys } from './player-keys';

let status: AuthStatus = 'UNKNOWN';
const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();
let queryClient: QueryClient | null = null;

/** Local storage flag set once a player has signed in on this device (`is_registered`, docs/product.md#client-storage). */
export const REGISTERED_KEY = 'is_registered';

/** For the profile load (`profile-load.ts`): what its answers mean for the status. */
export function dispatchAuthEvent(event: AuthEvent): void {
  const next = nextAuthStatus(status, event);
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getAuthStatus(): AuthStatus {
  return status;
}

export function subscribeAuthStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** UNKNOWN → PENDING → LOGGED_IN / NOT_LOGGED_IN; re-renders only on a change. */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribeAuthStatus, getAuthStatus, () => 'UNKNOWN' as const);
}

/** Runs `listener` when a signed-in session ends by itself (expired, revoked), not on sign-out. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function markRegistered(): void {
  try {
    localStorage.setItem(REGISTERED_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode, framed); the flag only tunes the sign-up reminder.
  }
}

/**
 * The query client whose player data a session end drops; the first caller's wins. Answers whether
 * this call set it (the start-up profile load runs once).
 */
export function attachQueryClient(client: QueryClient): boolean {
  if (queryClient !== null) return false;
  queryClient = client;
  return true;
}

/** Drops the player's data, and the host's session token with them (it is over too). */
export function forgetPlayer(): void {
  queryClient?.removeQueries({ queryKey: playerKeys.all });
  setBearerToken(null);
}

onSessionEnded(() => {
  const wasLoggedIn = status === 'LOGGED_IN';
  forgetPlayer();
  dispatchAuthEvent({ type: 'session_ended' });
  if (wasLoggedIn) for (const listener of expiryListeners) listener();
});

/** Signs out on the server (a failure still ends the session here), clears the player's data. */
export async function endSession(client: QueryClient, locale: string): Promise<void> {
  attachQueryClient(client);
  try {
    await apiDelete<void>('/users/sign_out', { locale, base: config.platformBase });
  } finally {
    forgetPlayer();
    dispatchAuthEvent({ type: 'signed_out' });
  }
}

/**
 * The server ended the session at the player's request (a time-out or self-exclusion clears the
 * cookie in its answer): clears the player's data and says signed out, with no sign-out request to
 * refuse and no "session expired" sign-in dialog.
 */
export function completeSignOut(client: QueryClient): void {
  attachQueryClient(client);
  forgetPlayer();
  dispatchAuthEvent({ type: 'signed_out' });
}
