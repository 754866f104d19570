import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { favouriteKeys } from '@/api/favourites';
import {
  dismissFavouriteFailure,
  getFavouriteFailure,
  toggleFavourite,
  withFavourite,
  type FavouriteCalls,
} from './favourite-toggle';

const PLAYER = 7;
const ids = favouriteKeys.ids(PLAYER, 'matches');

/** A request the test answers when it wants, recording what was sent. */
function pendingCalls() {
  const sent: string[] = [];
  const answers: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const call =
    (verb: string) =>
    (_locale: string, type: string, id: number): Promise<void> => {
      sent.push(`${verb} ${type} ${id}`);
      return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
    };
  const calls: FavouriteCalls = { add: call('POST'), remove: call('DELETE') };
  return { calls, sent, answers };
}

function clientWith(favourites: number[] | undefined): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (favourites) client.setQueryData(ids, favourites);
  return client;
}

/** Lets the toggle reach its request (it first cancels a fetch under way). */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const star = (id: number, isFavourite: boolean) => ({
  locale: 'sr',
  type: 'matches' as const,
  id,
  playerId: PLAYER,
  isFavourite,
});

afterEach(() => dismissFavouriteFailure());

describe('withFavourite', () => {
  it('puts a starred id first, as the server orders the most recent', () => {
    expect(withFavourite([1, 2], 3, true)).toEqual([3, 1, 2]);
    expect(withFavourite([1, 2], 2, true)).toEqual([2, 1]);
    expect(withFavourite(undefined, 3, true)).toEqual([3]);
  });

  it('drops an unstarred id and leaves the others alone', () => {
    expect(withFavourite([3, 1, 2], 1, false)).toEqual([3, 2]);
    expect(withFavourite([3, 2], 1, false)).toEqual([3, 2]);
  });
});

describe('toggleFavourite', () => {
  it('flips the star in the cache at once, before the server answers', async () => {
    const client = clientWith([1, 2]);
    const { calls, sent, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    expect(client.getQueryData(ids)).toEqual([3, 1, 2]);
    expect(sent).toEqual(['POST matches 3']);
    answers[0]?.resolve();
    await done;
  });

  it('keeps the confirmed state when the server accepts, even over a fetch that came meanwhile', async () => {
    const client = clientWith([1, 2]);
    const lists = [...favouriteKeys.lists, PLAYER, 'sr', {}];
    client.setQueryData(lists, { data: [] });
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    client.setQueryData(ids, [1, 2]);
    answers[0]?.resolve();
    expect(await done).toBe(true);
    expect(client.getQueryData(ids)).toEqual([3, 1, 2]);
    // The favourite-match lists are asked again.
    expect(client.getQueryState(lists)?.isInvalidated).toBe(true);
    expect(getFavouriteFailure()).toBeNull();
  });

  it('unstars at once and for good when the server accepts', async () => {
    const client = clientWith([3, 1, 2]);
    const { calls, sent, answers } = pendingCalls();
    const done = toggleFavourite(client, star(1, false), calls);
    await settle();
    expect(client.getQueryData(ids)).toEqual([3, 2]);
    answers[0]?.resolve();
    expect(await done).toBe(true);
    expect(client.getQueryData(ids)).toEqual([3, 2]);
    expect(sent).toEqual(['DELETE matches 1']);
  });

  it('flips back and reports the refusal when the server refuses', async () => {
    const client = clientWith([1, 2]);
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    answers[0]?.reject(new ApiError(422, { code: 'invalid_parameter', message: 'full' }));
    expect(await done).toBe(false);
    expect(client.getQueryData(ids)).toEqual([1, 2]);
    expect(getFavouriteFailure()?.code).toBe('invalid_parameter');
  });

  it('flips an unstar back when the network fails, reporting no code', async () => {
    const client = clientWith([3, 1]);
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(1, false), calls);
    await settle();
    expect(client.getQueryData(ids)).toEqual([3]);
    answers[0]?.reject(new TypeError('Failed to fetch'));
    expect(await done).toBe(false);
    expect(client.getQueryData(ids)).toEqual([1, 3]);
    expect(getFavouriteFailure()?.code).toBeNull();
  });

  it('flips back without an alert when the session has ended (the sign-in dialog says so)', async () => {
    const client = clientWith([1]);
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    answers[0]?.reject(new ApiError(401, { code: 'session_expired', message: 'expired' }));
    expect(await done).toBe(false);
    expect(client.getQueryData(ids)).toEqual([1]);
    expect(getFavouriteFailure()).toBeNull();
  });

  it('sends two quick clicks of one star in order, and the later one decides', async () => {
    const client = clientWith([1]);
    const { calls, sent, answers } = pendingCalls();
    const first = toggleFavourite(client, star(3, true), calls);
    await settle();
    const second = toggleFavourite(client, star(3, false), calls);
    await settle();
    expect(client.getQueryData(ids)).toEqual([1]);
    // The unstar waits for the star's answer.
    expect(sent).toEqual(['POST matches 3']);
    answers[0]?.resolve();
    await first;
    await settle();
    expect(client.getQueryData(ids)).toEqual([1]);
    expect(sent).toEqual(['POST matches 3', 'DELETE matches 3']);
    answers[1]?.resolve();
    expect(await second).toBe(true);
    expect(client.getQueryData(ids)).toEqual([1]);
  });

  it('asks for the whole list after a click made before it was known', async () => {
    const client = clientWith(undefined);
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    expect(client.getQueryData(ids)).toEqual([3]);
    answers[0]?.resolve();
    await done;
    expect(client.getQueryState(ids)?.isInvalidated).toBe(true);
  });

  it('leaves the ids out of the cache when the player signed out meanwhile', async () => {
    const client = clientWith([1]);
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    client.removeQueries({ queryKey: favouriteKeys.all });
    answers[0]?.reject(new ApiError(401, { code: 'unauthorized', message: 'signed out' }));
    expect(await done).toBe(false);
    expect(client.getQueryData(ids)).toBeUndefined();
  });

  it('cancels a fetch under way so it cannot overwrite the flip', async () => {
    const client = clientWith([1]);
    const fetch = vi.fn(() => new Promise<number[]>(() => undefined));
    void client.fetchQuery({ queryKey: ids, queryFn: fetch, staleTime: 0 });
    const { calls, answers } = pendingCalls();
    const done = toggleFavourite(client, star(3, true), calls);
    await settle();
    expect(client.getQueryState(ids)?.fetchStatus).toBe('idle');
    expect(client.getQueryData(ids)).toEqual([3, 1]);
    answers[0]?.resolve();
    await done;
  });
});
