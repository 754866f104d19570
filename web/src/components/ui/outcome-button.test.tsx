// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutcomeButton } from './outcome-button';
import { TREND_MS } from './use-trend';

afterEach(cleanup);

describe('OutcomeButton', () => {
  it('shows the price and reports a click when open', () => {
    const onSelect = vi.fn();
    render(
      <OutcomeButton
        label="1"
        price="1.85"
        accessibleName="Home: odds 1.85"
        isSuspended={false}
        onSelect={onSelect}
      />,
    );
    const button = screen.getByRole('button', { name: 'Home: odds 1.85' });
    expect(button.textContent).toContain('1.85');
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalledOnce();
  });
  it('locks a suspended outcome: no price, disabled, not clickable', () => {
    const onSelect = vi.fn();
    render(<OutcomeButton price="1.85" accessibleName="Home: suspended" isSuspended onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Home: suspended' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.querySelector('[data-odds]')).toBeNull();
    fireEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });
  it('flashes the way the price moved, then settles', () => {
    vi.useFakeTimers();
    const props = { accessibleName: 'Home', isSuspended: false };
    const { rerender } = render(<OutcomeButton {...props} price="1.85" odds={1850} />);
    const button = () => screen.getByRole('button', { name: 'Home' });
    expect(button().dataset.trend).toBeUndefined();
    rerender(<OutcomeButton {...props} price="1.90" odds={1900} />);
    expect(button().dataset.trend).toBe('up');
    rerender(<OutcomeButton {...props} price="1.70" odds={1700} />);
    expect(button().dataset.trend).toBe('down');
    act(() => vi.advanceTimersByTime(TREND_MS + 10));
    expect(button().dataset.trend).toBeUndefined();
    vi.useRealTimers();
  });
});
