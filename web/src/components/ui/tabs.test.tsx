// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  const items = [
    { key: 'a' as const, label: 'A' },
    { key: 'b' as const, label: 'B' },
    { key: 'c' as const, label: 'C' },
  ];
  return <Tabs label="Letters" items={items} selected={selected} onSelect={setSelected} idPrefix="t" />;
}

function selected(): string | null {
  return (
    screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ??
    null
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('B');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('A');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('A');
  });
  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
