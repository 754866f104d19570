import { describe, expect, it } from 'vitest';
import { comboboxKey, type ComboboxState } from './combobox';

const open = (active: number): ComboboxState => ({ isOpen: true, active, hasText: true });
const closed: ComboboxState = { isOpen: false, active: -1, hasText: true };

describe('comboboxKey', () => {
  it('moves down from the field to the first option, then on, wrapping from the last to the first', () => {
    expect(comboboxKey(open(-1), 'ArrowDown', 3)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey(open(0), 'ArrowDown', 3)).toEqual({ type: 'move', active: 1 });
    expect(comboboxKey(open(2), 'ArrowDown', 3)).toEqual({ type: 'move', active: 0 });
  });

  it('moves up from the field to the last option, wrapping from the first to the last', () => {
    expect(comboboxKey(open(-1), 'ArrowUp', 3)).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey(open(2), 'ArrowUp', 3)).toEqual({ type: 'move', active: 1 });
    expect(comboboxKey(open(0), 'ArrowUp', 3)).toEqual({ type: 'move', active: 2 });
  });

  it('opens a closed popup on an arrow, whatever was active before it closed', () => {
    expect(comboboxKey({ ...closed, active: 1 }, 'ArrowDown', 3)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey(closed, 'ArrowUp', 3)).toEqual({ type: 'move', active: 2 });
  });

  it('leaves the arrows to the field when there is no option', () => {
    expect(comboboxKey(open(-1), 'ArrowDown', 0)).toBeUndefined();
    expect(comboboxKey(open(-1), 'ArrowUp', 0)).toBeUndefined();
  });

  it('moves to the first or last option with Home and End once an option is active, else leaves them to the caret', () => {
    expect(comboboxKey(open(1), 'Home', 3)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey(open(1), 'End', 3)).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey(open(-1), 'Home', 3)).toBeUndefined();
    expect(comboboxKey(open(-1), 'End', 3)).toBeUndefined();
  });

  it('closes the popup on Escape, empties the field on a second, and leaves a third to what is around', () => {
    expect(comboboxKey(open(1), 'Escape', 3)).toEqual({ type: 'close' });
    expect(comboboxKey(closed, 'Escape', 3)).toEqual({ type: 'clear' });
    expect(comboboxKey({ ...closed, hasText: false }, 'Escape', 0)).toBeUndefined();
  });

  it('opens the active option on Enter, or the results page when none is active', () => {
    expect(comboboxKey(open(1), 'Enter', 3)).toEqual({ type: 'pick', index: 1 });
    expect(comboboxKey(open(-1), 'Enter', 3)).toEqual({ type: 'submit' });
    expect(comboboxKey({ ...closed, active: 1 }, 'Enter', 3)).toEqual({ type: 'submit' });
  });

  it('leaves typing and the caret keys to the field', () => {
    for (const key of ['a', 'ArrowLeft', 'ArrowRight', 'Backspace', 'Tab'])
      expect(comboboxKey(open(1), key, 3)).toBeUndefined();
  });
});
