// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchQueries } from '@/api/search';
import type { Match, SearchResults } from '@/api/types';
import '@/i18n/i18n';
import { SearchBox } from './search-box';

// jsdom lays nothing out: the active option's scrolling into view is a no-op here.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function match(id: number, home: string, away: string): Match {
  return {
    id,
    slug: `m-${id}`,
    name: `${home} - ${away}`,
    status: 0,
    start_time: '2030-01-01T17:30:00Z',
    competitors: [
      { id: id * 10, name: home, qualifier: 'home' },
      { id: id * 10 + 1, name: away, qualifier: 'away' },
    ],
    tournament: { id: 1, slug: 'kup', name: 'Kup nacija', sport: { id: 1, key: 'football', name: 'Fudbal' } },
  } as unknown as Match;
}

const ANSWER: SearchResults = {
  matches: [match(1, 'Norveška', 'Italija'), match(2, 'Grčka', 'Japan')],
  tournaments: [],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The field with the answer to `query` already cached (the field asks for it a quarter of a second after typing). */
function renderField(query: string) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(searchQueries.of('sr', query).queryKey, ANSWER);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/sports']}>
        <SearchBox />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Pretraga mečeva i liga' });
}

async function type(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
  // The field names the listbox once the suggestions have told it (an effect after their render).
  await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
  return listbox;
}

function press(field: HTMLElement, key: string) {
  act(() => {
    fireEvent.keyDown(field, { key });
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('hints below three characters and lists nothing', async () => {
    const field = renderField('no');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'no' } });
    expect(
      await screen.findByText('Unesite od 3 do 50 znakova.', { selector: '[role="status"]' }),
    ).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    press(field, 'Enter');
    expect(location()).toBe('/sports');
  });

  it('moves the active option with the arrows, wrapping, and opens it on Enter', async () => {
    const field = renderField('ska');
    const listbox = await type(field, 'ska');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    const options = screen.getAllByRole('option');
    // Norveška as a team, both matches, every result.
    expect(options).toHaveLength(4);
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    press(field, 'ArrowDown');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    press(field, 'ArrowUp');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    press(field, 'ArrowDown');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    press(field, 'End');
    press(field, 'ArrowUp');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    press(field, 'Enter');
    expect(location()).toBe('/sports/football/m-2');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('closes on Escape, reopens on an arrow, and empties the field on a second Escape', async () => {
    const field = renderField('ska');
    await type(field, 'ska');
    press(field, 'ArrowDown');
    press(field, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    press(field, 'ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    press(field, 'Escape');
    press(field, 'Escape');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('opens the results page on Enter with no active option, and an option on a click', async () => {
    const field = renderField('ska');
    await type(field, 'ska');
    press(field, 'Enter');
    expect(location()).toBe('/sports/search?q=ska');
    await type(field, 'ska');
    fireEvent.click(screen.getByRole('option', { name: /Grčka - Japan/ }));
    expect(location()).toBe('/sports/football/m-2');
  });
});
