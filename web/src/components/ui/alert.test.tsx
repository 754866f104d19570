// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert, ALERT_AUTO_CLOSE_MS } from './alert';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A part of the app that shows its own alert when `shown` (and forgets it when it closes). */
function Source({
  title,
  shown,
  tone = 'success',
}: {
  title: string;
  shown: boolean;
  tone?: 'success' | 'error';
}) {
  const [isOpen, setOpen] = useState(true);
  if (!shown || !isOpen) return null;
  return <Alert tone={tone} title={title} closeLabel="Close" onClose={() => setOpen(false)} />;
}

function Page({ second }: { second: boolean }) {
  return (
    <>
      <button type="button">{'Elsewhere'}</button>
      <Source title="First" shown />
      <Source title="Second" shown={second} tone="error" />
    </>
  );
}

describe('alerts', () => {
  it('show one at a time: a new alert, from any part of the app, closes the one on screen', () => {
    const { rerender } = render(<Page second={false} />);
    expect(screen.getByRole('status').textContent).toContain('First');
    rerender(<Page second />);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Second');
  });

  it('close after 5 s, not before, and with their button', () => {
    render(<Source title="First" shown />);
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
    expect(screen.queryByText('First')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('First')).toBeNull();

    cleanup();
    render(<Source title="Again" shown />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Again')).toBeNull();
  });

  it('do not take the focus', () => {
    render(<Page second={false} />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    render(<Source title="Late" shown />);
    expect(document.activeElement).toBe(elsewhere);
  });
});
