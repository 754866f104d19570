// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { favouriteKeys } from '@/api/favourites';
import { completeSignIn } from '@/api/profile-load';
import { endSession } from '@/api/session';
import { tournamentsQueries } from '@/api/tournaments';
import type { Player, Tournament } from '@/api/types';
import '@/i18n/i18n';
import { loadPageMessages } from '@/i18n/page-messages';
import { FavouritesPage } from './favourites-page';

// Its route loads these texts before the page renders.
beforeAll(() => loadPageMessages());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(client: QueryClient, onSignIn = vi.fn()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FavouritesPage onSignIn={onSignIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSignIn;
}

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

// The session store only moves forward: signed out first, then signed in.
describe('FavouritesPage', () => {
  it('asks a visitor to sign in', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    await endSession(newClient(), 'sr').catch(() => undefined);
    const onSignIn = renderPage(newClient());
    expect(screen.getByRole('heading', { level: 1, name: 'Omiljeno' })).toBeTruthy();
    expect(await screen.findByText('Prijavite se da vidite svoje omiljene mečeve i lige.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prijava' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('says how to star when the player has no favourites', async () => {
    const client = newClient();
    await completeSignIn(client, 'sr', { id: 3 } as Player);
    client.setQueryData(favouriteKeys.ids(3, 'matches'), []);
    client.setQueryData(favouriteKeys.ids(3, 'tournaments'), []);
    renderPage(client);
    expect(await screen.findByText(/Pritisnite zvezdicu pored meča ili lige/)).toBeTruthy();
  });

  it('lists the favourite leagues as links to their pages, most recently starred first', async () => {
    const client = newClient();
    await completeSignIn(client, 'sr', { id: 4 } as Player);
    client.setQueryData(favouriteKeys.ids(4, 'matches'), []);
    client.setQueryData(favouriteKeys.ids(4, 'tournaments'), [12, 11, 99]);
    const league = (id: number, name: string) =>
      ({ id, name, slug: `league-${id}`, sport: { key: 'football' } }) as Tournament;
    client.setQueryData(tournamentsQueries.list('sr', {}).queryKey, [
      league(11, 'Prva liga'),
      league(12, 'Superliga'),
    ]);
    renderPage(client);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Superliga', 'Prva liga']);
    expect(links[0]?.getAttribute('href')).toBe('/sports/football/league-12');
    expect(screen.queryByRole('heading', { name: 'Mečevi' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lige' })).toBeTruthy();
  });
});
