/**
 * The session on the client: the auth status of docs/product.md#auth-status as an external store (read it with
 * `useAuthStatus()` or `getAuthStatus()`/`subscribeAuthStatus()` outside React), profile loading,
 * sign-in/out bookkeeping and the end of a session on a 401 (docs/product.md#session-errors) or by the
 * player's own time-out or self-exclusion (`completeSignOut`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { config } from '@/config/config';
import { nextAuthStatus, type AuthEvent, type AuthStatus } from '@/lib/auth-status';
import { setBearerToken } from './bearer-token';
import { ApiError, apiDelete, onSessionEnded } from './client';
import { playerKeys, playerQueries } from './player';
import type { Player } from './types';

let status: AuthStatus = 'UNKNOWN';
const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();
let queryClient: QueryClient | null = null;
/** Counts profile loads: only the latest one's answer decides the status (a host may switch players mid-load). */
let generation = 0;

/** Local storage flag set once a player has signed in on this device (`is_registered`, docs/product.md#client-storage). */
export const REGISTERED_KEY = 'is_registered';

function dispatch(event: AuthEvent): void {
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

function markRegistered(): void {
  try {
    localStorage.setItem(REGISTERED_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode, framed); the flag only tunes the sign-up reminder.
  }
}

/** Drops the player's data, and the host's session token with them (it is over too). */
function forgetPlayer(): void {
  queryClient?.removeQueries({ queryKey: playerKeys.all });
  setBearerToken(null);
}

onSessionEnded(() => {
  const wasLoggedIn = status === 'LOGGED_IN';
  forgetPlayer();
  dispatch({ type: 'session_ended' });
  if (wasLoggedIn) for (const listener of expiryListeners) listener();
});

/** Loads the profile once at start-up (docs/product.md#auth-status); a 401 means an anonymous visitor. */
export async function startSession(client: QueryClient, locale: string): Promise<void> {
  if (queryClient !== null) return;
  queryClient = client;
  const load = ++generation;
  dispatch({ type: 'profile_load_started' });
  try {
    await client.fetchQuery(playerQueries.profile(locale));
    if (load !== generation) return;
    markRegistered();
    dispatch({ type: 'profile_loaded', isLoggedIn: true });
    void client.prefetchQuery(playerQueries.accounts(locale));
  } catch (error) {
    if (load !== generation) return;
    if (error instanceof ApiError && error.status === 401)
      dispatch({ type: 'profile_loaded', isLoggedIn: false });
    else dispatch({ type: 'profile_load_failed' });
  }
}

/** After a successful sign-in: the profile from the answer, fresh accounts, LOGGED_IN. */
export function completeSignIn(client: QueryClient, player: Player): void {
  queryClient ??= client;
  client.setQueryData(playerKeys.profile, player);
  void client.invalidateQueries({ queryKey: playerKeys.accounts });
  markRegistered();
  dispatch({ type: 'signed_in' });
}

/**
 * The host page of a frame gave a session token (`setAuthToken`, docs/embedding.md), or took it
 * back with `null`: the previous player's data goes, and the token's player is loaded (a token the
 * server does not know leaves the visitor signed out).
 */
export async function adoptBearerToken(
  client: QueryClient,
  locale: string,
  token: string | null,
): Promise<void> {
  queryClient ??= client;
  const load = ++generation;
  forgetPlayer();
  // The previous player is gone before the next one loads (the realtime connection follows).
  if (status === 'LOGGED_IN' || token === null) dispatch({ type: 'signed_out' });
  if (token === null) return;
  setBearerToken(token);
  try {
    const player = await client.fetchQuery(playerQueries.profile(locale));
    if (load === generation) completeSignIn(client, player);
  } catch (error) {
    // A refused token has ended its session already (the 401 does that); other failures keep the status.
    if (load === generation && !(error instanceof ApiError && error.status === 401))
      dispatch({ type: 'profile_load_failed' });
  }
}

/** Signs out on the server (a failure still ends the session here), clears the player's data. */
export async function endSession(client: QueryClient, locale: string): Promise<void> {
  queryClient ??= client;
  try {
    await apiDelete<void>('/users/sign_out', { locale, base: config.platformBase });
  } finally {
    forgetPlayer();
    dispatch({ type: 'signed_out' });
  }
}

/**
 * The server ended the session at the player's request (a time-out or self-exclusion clears the
 * cookie in its answer): clears the player's data and says signed out, with no sign-out request to
 * refuse and no "session expired" sign-in dialog.
 */
export function completeSignOut(client: QueryClient): void {
  queryClient ??= client;
  forgetPlayer();
  dispatch({ type: 'signed_out' });
}
