/**
 * What a key does in the search field: the WAI-ARIA combobox with list autocomplete
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Pure.
 */

/**
 * Whether the popup below the field shows, the option the arrows have reached (`-1`: none, the
 * caret is in the field) and whether the field holds any text.
 */
export type ComboboxState = { isOpen: boolean; active: number; hasText: boolean };

export type ComboboxCommand =
  /** Open the popup (if closed) with this option active. */
  | { type: 'move'; active: number }
  | { type: 'close' }
  /** Empty the field. */
  | { type: 'clear' }
  /** Open this option's page. */
  | { type: 'pick'; index: number }
  /** Open the results page for what the field holds. */
  | { type: 'submit' };

/**
 * The command of `key` with `count` options on offer, or `undefined` when the key belongs to the
 * field (typing, the caret). The arrows wrap around; Home and End move within the options once one
 * is active (else they move the caret); Escape closes the popup, a second Escape empties the field,
 * and a third is left to what is around the field (a drawer closes).
 */
export function comboboxKey(state: ComboboxState, key: string, count: number): ComboboxCommand | undefined {
  const active = state.isOpen ? state.active : -1;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return count === 0 ? undefined : { type: 'move', active: active === last ? 0 : active + 1 };
    case 'ArrowUp':
      return count === 0 ? undefined : { type: 'move', active: active <= 0 ? last : active - 1 };
    case 'Home':
      return active === -1 ? undefined : { type: 'move', active: 0 };
    case 'End':
      return active === -1 ? undefined : { type: 'move', active: last };
    case 'Escape':
      if (state.isOpen) return { type: 'close' };
      return state.hasText ? { type: 'clear' } : undefined;
    case 'Enter':
      return active === -1 ? { type: 'submit' } : { type: 'pick', index: active };
    default:
      return undefined;
  }
}
