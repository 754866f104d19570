// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutcomeButton } from './outcome-button';

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
});
