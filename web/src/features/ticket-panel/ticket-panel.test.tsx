// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { pick } from '@/lib/ticket/test-fixtures';
import { loadTicketStore, provideTicketStore } from '@/ticket/slip-view';
import { ticketStore } from '@/ticket/ticket-store';
import { TicketPanel } from './ticket-panel';

provideTicketStore(() => Promise.resolve(ticketStore));
afterEach(cleanup);

describe('TicketPanel', () => {
  it('draws the slip before the first pick, hidden until it holds one', async () => {
    await loadTicketStore();
    render(<TicketPanel slip={<p>{'slip'}</p>} />);
    const empty = { name: 'Vaš tiket je prazan' };
    expect(screen.getByText('slip').closest('[hidden]')).not.toBeNull();
    expect(screen.getByRole('heading', empty)).toBeTruthy();
    act(() => ticketStore.dispatch({ type: 'selectionToggled', selection: pick(1) }));
    expect(screen.getByText('slip').closest('[hidden]')).toBeNull();
    expect(screen.queryByRole('heading', empty)).toBeNull();
  });
});
