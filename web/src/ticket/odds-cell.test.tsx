// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the test renders the real Serbian texts
import '@/i18n/i18n';
import { OddsCell } from './odds-cell';
import { loadTicketStore, provideTicketStore } from './slip-view';
import { ticketStore } from './ticket-store';

provideTicketStore(() => Promise.resolve(ticketStore));

afterEach(cleanup);

const match = {
  id: 7,
  urn_id: 'sr:match:7',
  slug: 'arsenal-chelsea',
  name: 'Arsenal - Chelsea',
  status: 0,
  competitors: [{ name: 'Arsenal' }, { name: 'Chelsea' }],
  tournament: { sport: { key: 'football' }, category: { name: 'England' } },
};
const market = { id: 1, name: '1X2', specifier: '', provider: 'betradar', status: 1 };
const home = { id: 1, name: 'Arsenal', odds: 1.85, active: true };

describe('OddsCell', () => {
  it('names itself by its visible label and price, then what it is about', () => {
    render(<OddsCell match={match} market={market} outcome={home} label="1" />);
    expect(screen.getByRole('button', { name: '1 1.85, Arsenal' })).toBeTruthy();
  });
  it('toggles the outcome on the slip, and every cell of that outcome follows', async () => {
    render(
      <>
        <OddsCell match={match} market={market} outcome={home} label="1" />
        <OddsCell match={match} market={market} outcome={home} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(first!);
    await waitFor(() => expect(second?.getAttribute('aria-pressed')).toBe('true'));
    const store = await loadTicketStore();
    expect(store.getState().bets[0]?.selections[0]).toMatchObject({ matchId: 7, outcomeId: 1, odds: 1850 });
    fireEvent.click(second!);
    await waitFor(() => expect(first?.getAttribute('aria-pressed')).toBe('false'));
  });
  it('locks an outcome of a suspended market', () => {
    render(<OddsCell match={match} market={{ ...market, status: -1 }} outcome={home} label="1" />);
    const button = screen.getByRole('button', { name: '1, Arsenal: zaustavljeno' });
    expect(button).toHaveProperty('disabled', true);
  });
});
