// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouriteKeys } from '@/api/favourites';
import { completeSignIn } from '@/api/profile-load';
import { endSession, getAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import '@/i18n/i18n';
import { connectFavouriteStars } from './connect-stars';
import { FavouriteStar } from './favourite-star';
import { dismissFavouriteFailure, getFavouriteFailure } from './favourite-toggle';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStar(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <FavouriteStar type="matches" id={2} name="Partizan – Zvezda" />
    </QueryClientProvider>,
  );
}

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('FavouriteStar', () => {
  it('keeps the place of the star until its code is there', () => {
    renderStar(newClient());
    expect(screen.queryByRole('button')).toBeNull();
  });

  // The session store only moves forward: signed out first, then signed in.
  it('asks a signed-out visitor to sign in and stays off', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    await endSession(newClient(), 'sr').catch(() => undefined);
    expect(getAuthStatus()).toBe('NOT_LOGGED_IN');
    const signIn = vi.fn();
    const undo = connectFavouriteStars(signIn);
    renderStar(newClient());
    const star = screen.getByRole('button', { name: 'Omiljeno: Partizan – Zvezda' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(signIn).toHaveBeenCalledOnce());
    expect(star.getAttribute('aria-pressed')).toBe('false');
    undo();
  });

  it('flips at once for a signed-in player and sends the star with the app header', async () => {
    const client = newClient();
    await completeSignIn(client, 'sr', { id: 7 } as Player);
    client.setQueryData(favouriteKeys.ids(7, 'matches'), [1]);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    const undo = connectFavouriteStars(vi.fn());
    renderStar(client);
    const star = screen.getByRole('button', { name: 'Omiljeno: Partizan – Zvezda' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/sb/favourites/matches/2');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['X-Sportsbook-App']).toBe('web');
    await act(async () => answer(new Response(null, { status: 204 })));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(client.getQueryData(favouriteKeys.ids(7, 'matches'))).toEqual([2, 1]);
    undo();
  });

  it('flips back when the server refuses', async () => {
    const client = newClient();
    await completeSignIn(client, 'sr', { id: 7 } as Player);
    client.setQueryData(favouriteKeys.ids(7, 'matches'), [2]);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((r) => (answer = r)));
    const undo = connectFavouriteStars(vi.fn());
    renderStar(client);
    const star = screen.getByRole('button', { name: 'Omiljeno: Partizan – Zvezda' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    const body = JSON.stringify({ error: { code: 'internal_error', message: 'no' } });
    await act(async () => answer(new Response(body, { status: 500 })));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(client.getQueryData(favouriteKeys.ids(7, 'matches'))).toEqual([2]);
    expect(getFavouriteFailure()?.code).toBe('internal_error');
    dismissFavouriteFailure();
    undo();
  });
});
