/**
 * The profile load of docs/product.md#auth-status (decision 040): at start-up, right after a sign-in
 * and when a host page hands over a session token. The player and the sportsbook settings are
 * fetched together and decide the status, so a signed-in page never shows the anonymous visitor's
 * stake presets or odds format; the accounts, comp points and status groups follow at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setBearerToken } from './bearer-token';
import { ApiError } from './client';
import { fetchSessionPlayer, playerQueries } from './player';
import { playerKeys } from './player-keys';
import { attachQueryClient, dispatchAuthEvent, forgetPlayer, getAuthStatus, markRegistered } from './session';
import { fetchSettings, settingsQueries } from './settings';
import type { Player, Settings } from './types';

/** Counts profile loads: only the latest one's answer decides the status (a host may switch players mid-load). */
let generation = 0;

/** The player (`null` for an anonymous visitor) and the settings of the session the calls go with. */
type Profile = { player: Player | null; settings: Settings | undefined };

/** The settings for the session the call goes with; a failure leaves them to their query. */
function settingsOrNothing(locale: string): Promise<Settings | undefined> {
  return fetchSettings(locale).catch(() => undefined);
}

/** The player of a session token: a 401 (which ends that session) leaves the visitor signed out. */
async function tokenPlayer(client: QueryClient, locale: string): Promise<Player | null> {
  try {
    return await client.fetchQuery(playerQueries.profile(locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Fetches the player (`readPlayer`) and the settings together; failures other than "signed out" throw. */
async function fetchProfile(locale: string, readPlayer: () => Promise<Player | null>): Promise<Profile> {
  const settings = settingsOrNothing(locale);
  const player = await readPlayer();
  return { player, settings: await settings };
}

/** Stores a signed-in player's profile and settings, fetches the rest of their data, says signed in. */
function storePlayer(
  client: QueryClient,
  locale: string,
  player: Player,
  settings: Settings | undefined,
): void {
  client.setQueryData(playerKeys.profile, player);
  if (settings) client.setQueryData(settingsQueries.of(locale, player.id).queryKey, settings);
  void client.prefetchQuery(playerQueries.accounts(locale));
  void client.prefetchQuery(playerQueries.compPoints(locale));
  void client.prefetchQuery(playerQueries.statusGroups(locale));
  markRegistered();
  dispatchAuthEvent({ type: 'signed_in' });
}

/** Loads the profile once at start-up; an anonymous visitor keeps the default settings it brought. */
export async function startSession(client: QueryClient, locale: string): Promise<void> {
  if (!attachQueryClient(client)) return;
  const load = ++generation;
  dispatchAuthEvent({ type: 'profile_load_started' });
  try {
    // `GET /session`: an anonymous visitor learns "signed out" from a 200, not a 401 (decision 049).
    const { player, settings } = await fetchProfile(locale, () => fetchSessionPlayer(locale));
    if (load !== generation) return;
    if (player) {
      storePlayer(client, locale, player, settings);
      return;
    }
    if (settings) client.setQueryData(settingsQueries.of(locale, null).queryKey, settings);
    dispatchAuthEvent({ type: 'profile_loaded', isLoggedIn: false });
  } catch {
    if (load === generation) dispatchAuthEvent({ type: 'profile_load_failed' });
  }
}

/** After a successful sign-in (the answer is the player): their settings first, then signed in. */
export async function completeSignIn(client: QueryClient, locale: string, player: Player): Promise<void> {
  attachQueryClient(client);
  const load = ++generation;
  const settings = await settingsOrNothing(locale);
  if (load === generation) storePlayer(client, locale, player, settings);
}

/**
 * The host page of a frame gave a session token (`setAuthToken`, docs/embedding.md), or took it
 * back with `null`: the previous player's data goes, and the token's player is loaded (a token the
 * server does not know leaves the visitor signed out: its 401 has ended the session already).
 */
export async function adoptBearerToken(
  client: QueryClient,
  locale: string,
  token: string | null,
): Promise<void> {
  attachQueryClient(client);
  const load = ++generation;
  forgetPlayer();
  // The previous player is gone before the next one loads (the realtime connection follows).
  if (getAuthStatus() === 'LOGGED_IN' || token === null) dispatchAuthEvent({ type: 'signed_out' });
  if (token === null) return;
  setBearerToken(token);
  try {
    const { player, settings } = await fetchProfile(locale, () => tokenPlayer(client, locale));
    if (load === generation && player) storePlayer(client, locale, player, settings);
  } catch {
    // A failed call (network, 5xx) keeps a known status.
    if (load === generation) dispatchAuthEvent({ type: 'profile_load_failed' });
  }
}
