/**
 * What a click on a star does (docs/product.md#favourites): signed out, it asks the player to sign
 * in; signed in, the star flips at once in the Query cache, flips back if the server refuses, and
 * the cache takes the confirmed state when it accepts (the favourite-match lists are refetched).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/api/client';
import { addFavourite, favouriteKeys, removeFavourite, type FavouriteType } from '@/api/favourites';
import { playerKeys } from '@/api/player-keys';
import { getAuthStatus, subscribeAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { endsSession, isAuthLoading, type AuthStatus } from '@/lib/auth-status';

/** The calls that star and unstar (the server's; tests pass their own). */
export type FavouriteCalls = {
  add: (locale: string, type: FavouriteType, id: number) => Promise<void>;
  remove: (locale: string, type: FavouriteType, id: number) => Promise<void>;
};

const SERVER: FavouriteCalls = { add: addFavourite, remove: removeFavourite };

export type Toggle = {
  locale: string;
  type: FavouriteType;
  id: number;
  playerId: number;
  /** The state to reach: starred or not. */
  isFavourite: boolean;
};

/** `ids` with `id` starred (first: the most recent, as the server orders them) or not. */
export function withFavourite(
  ids: readonly number[] | undefined,
  id: number,
  isFavourite: boolean,
): number[] {
  const others = (ids ?? []).filter((other) => other !== id);
  return isFavourite ? [id, ...others] : others;
}

/** Per star: its last request (toggles of one star reach the server in click order) and last click. */
const stars = new Map<string, { tail: Promise<unknown>; last: number }>();
let clicks = 0;

/**
 * Stars (`isFavourite`) or unstars `id` for the player: the cache flips at once; a refusal flips it
 * back, an acceptance writes the confirmed state. When the star was clicked again meanwhile, the
 * later click decides. Answers whether the server accepted.
 */
export async function toggleFavourite(
  client: QueryClient,
  { locale, type, id, playerId, isFavourite }: Toggle,
  calls: FavouriteCalls = SERVER,
): Promise<boolean> {
  const queryKey = favouriteKeys.ids(playerId, type);
  const name = `${playerId} ${type} ${id}`;
  const click = (clicks += 1);
  const star = stars.get(name) ?? { tail: Promise.resolve(), last: 0 };
  star.last = click;
  stars.set(name, star);
  // A fetch under way would overwrite the flip with what the server had before it.
  await client.cancelQueries({ queryKey });
  const wasKnown = client.getQueryData(queryKey) !== undefined;
  client.setQueryData<number[]>(queryKey, (ids) => withFavourite(ids, id, isFavourite));
  const send = () => (isFavourite ? calls.add : calls.remove)(locale, type, id);
  const request = star.tail.then(send, send);
  star.tail = request.catch(() => undefined);
  let refusal: { error: unknown } | null = null;
  try {
    await request;
  } catch (error) {
    refusal = { error };
  }
  const isLast = star.last === click;
  if (isLast) stars.delete(name);
  // Gone from the cache: the player signed out meanwhile (their data was dropped); keep it gone.
  const isCached = client.getQueryCache().find({ queryKey, exact: true }) !== undefined;
  if (isLast && isCached) {
    const state = refusal === null ? isFavourite : !isFavourite;
    client.setQueryData<number[]>(queryKey, (ids) => withFavourite(ids, id, state));
    // Clicked before the list was known: it holds this star only until the server's list arrives.
    if (!wasKnown) void client.invalidateQueries({ queryKey });
    // An ended session says so itself (the sign-in dialog); other refusals get the alert.
    if (refusal !== null && !endsSessionError(refusal.error)) reportFailure(refusal.error);
  }
  if (refusal === null && type === 'matches')
    void client.invalidateQueries({ queryKey: favouriteKeys.lists });
  return refusal === null;
}

function endsSessionError(error: unknown): boolean {
  return error instanceof ApiError && endsSession(error.status, error.code);
}

/** The auth status once it is known (a click while the session still loads waits for it). */
function knownAuthStatus(): Promise<AuthStatus> {
  return new Promise((resolve) => {
    const check = () => {
      const status = getAuthStatus();
      if (isAuthLoading(status)) return false;
      resolve(status);
      return true;
    };
    if (check()) return;
    const stop = subscribeAuthStatus(() => {
      if (check()) stop();
    });
  });
}

let openSignIn: (() => void) | undefined;

/** How a signed-out click asks for sign-in (the account UI passes its dialog); answers the undo. */
export function provideSignIn(open: () => void): () => void {
  openSignIn = open;
  return () => {
    if (openSignIn === open) openSignIn = undefined;
  };
}

export type StarClick = { locale: string; type: FavouriteType; id: number };

/** A click on a star: sign in first, or toggle what the cache shows now. */
export async function clickStar(client: QueryClient, { locale, type, id }: StarClick): Promise<void> {
  const status = await knownAuthStatus();
  const playerId = client.getQueryData<Player>(playerKeys.profile)?.id;
  if (status !== 'LOGGED_IN' || playerId === undefined) {
    openSignIn?.();
    return;
  }
  const ids = client.getQueryData<number[]>(favouriteKeys.ids(playerId, type));
  const isFavourite = !(ids ?? []).includes(id);
  await toggleFavourite(client, { locale, type, id, playerId, isFavourite });
}

/** The last refusal, for the alert: the API's code, or `null` when the server was not reached. */
export type FavouriteFailure = { code: ApiError['code'] | null; serial: number };

let failure: FavouriteFailure | null = null;
const failureListeners = new Set<() => void>();

function setFailure(next: FavouriteFailure | null): void {
  failure = next;
  for (const listener of failureListeners) listener();
}

function reportFailure(error: unknown): void {
  setFailure({ code: error instanceof ApiError ? error.code : null, serial: (failure?.serial ?? 0) + 1 });
}

export function dismissFavouriteFailure(): void {
  setFailure(null);
}

export function getFavouriteFailure(): FavouriteFailure | null {
  return failure;
}

function subscribeFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The refusal to tell the player about, until it is dismissed. */
export function useFavouriteFailure(): FavouriteFailure | null {
  return useSyncExternalStore(subscribeFailure, getFavouriteFailure, () => null);
}
