// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/api/profile-load';
import { endSession, getAuthStatus } from '@/api/session';
import '@/i18n/i18n';
import { loadBetslipMessages } from '@/i18n/lazy-messages';
import { pick } from '@/lib/ticket/test-fixtures';
import { ticketStore } from '@/ticket/ticket-store';
import { BetSlip } from './bet-slip';

beforeAll(async () => {
  await loadBetslipMessages();
});
afterEach(() => {
  cleanup();
  act(() => ticketStore.dispatch({ type: 'ticketCleared' }));
});

function renderSlip(onSignIn = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BetSlip onSignIn={onSignIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSignIn;
}

// The session store only moves forward (UNKNOWN → PENDING → known), so the loading case comes first.
describe('BetSlip while the session loads', () => {
  it('disables Place instead of asking a signed-in player to sign in', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    void startSession(new QueryClient(), 'sr');
    expect(getAuthStatus()).toBe('PENDING');
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1) }));
    const onSignIn = renderSlip();
    fireEvent.change(screen.getByLabelText('Ulog (EUR)'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.getByTestId('place-bet')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('place-reasons').textContent).toContain('Proveravamo da li ste prijavljeni…');
    expect(screen.queryByText('Prijavite se da biste koristili maksimalni ulog.')).toBeNull();
  });
});

describe('BetSlip', () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    // Signing out ends the session here even when the server cannot be reached.
    await endSession(new QueryClient(), 'sr').catch(() => undefined);
    expect(getAuthStatus()).toBe('NOT_LOGGED_IN');
  });
  it('says why the place button is disabled until a stake is typed', () => {
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1, { odds: 1850 }) }));
    renderSlip();
    const place = screen.getByTestId('place-bet');
    expect(place).toHaveProperty('disabled', true);
    expect(screen.getByTestId('place-reasons').textContent).toContain('Unesite ulog.');
    fireEvent.change(screen.getByLabelText('Ulog (EUR)'), { target: { value: '10' } });
    expect(place).toHaveProperty('disabled', false);
    expect(screen.getByTestId('potential-win').textContent).toMatch(/18,50/);
  });
  it('asks a signed-out player to sign in and keeps the slip', () => {
    expect(getAuthStatus()).toBe('NOT_LOGGED_IN');
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1) }));
    const onSignIn = renderSlip();
    fireEvent.change(screen.getByLabelText('Ulog (EUR)'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(ticketStore.getState().bets).toHaveLength(1);
  });
  it('derives the stake from the win the player wants', () => {
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1, { odds: 2500 }) }));
    renderSlip();
    fireEvent.change(screen.getByLabelText('Željeni dobitak (EUR)'), { target: { value: '25' } });
    expect(screen.getByLabelText<HTMLInputElement>('Ulog (EUR)').value).toBe('10.00');
    expect(screen.getByTestId('potential-win').textContent).toMatch(/25,00/);
  });
  it('keeps Max disabled for a signed-out player and says why', () => {
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1) }));
    renderSlip();
    const max = screen.getByRole('button', { name: 'Maks: Ulog' });
    expect(max).toHaveProperty('disabled', true);
    expect(max.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(max.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Prijavite se da biste koristili maksimalni ulog.',
    );
  });
  it('offers a system with its payout table', () => {
    act(() => {
      for (const id of [1, 2, 3]) ticketStore.dispatch({ type: 'selectionToggled', selection: pick(id) });
    });
    renderSlip();
    // Beside the treble, the 2/3 system takes a stake per line: 1.00 on each of 3 lines.
    expect(screen.getByLabelText('Ulog na Tripl (EUR)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ulog po kombinaciji na 2/3 (EUR)'), { target: { value: '1' } });
    expect(screen.getByRole('table', { name: 'Isplate' }).textContent).toContain('Ako prođe 2');
    expect(screen.getByTestId('total-stake').textContent).toMatch(/^3,00\sEUR$/);
  });
  it('shows the decision of a live bet on the receipt once bet_changed arrives', async () => {
    act(() => {
      ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1, { matchStatus: 'live' }) });
      ticketStore.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 500 });
    });
    await act(() =>
      ticketStore.place(
        () =>
          Promise.resolve({
            ok: true,
            bets: [{ id: 5, status: 'submitted', is_vip: false, selections: [{ odds: 2 }] }],
          }),
        { deviceId: 'd', quick: false },
      ),
    );
    renderSlip();
    expect(screen.getByRole('heading', { name: 'Tiket uživo je poslat' })).toBeTruthy();
    act(() =>
      ticketStore.dispatch({
        type: 'placedBetChanged',
        betId: '5',
        status: 'rejected',
        reason: 'odds_changed',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Tiket je odbijen' })).toBeTruthy();
    expect(screen.getByTestId('bet-receipt').textContent).toContain('Kvote su se promenile');
  });
});
