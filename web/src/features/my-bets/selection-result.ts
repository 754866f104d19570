/**
 * How a selection of a placed bet reads (docs/product.md#bet-results): open, or its settlement (won, lost, void, half
 * won, half lost) with a glyph so the result never rests on colour alone. Pure.
 */
import type { ServerBetSelection } from '@/api/bets';

export type SelectionResult = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

const RESULTS: Readonly<Record<string, SelectionResult>> = {
  win: 'won',
  lose: 'lost',
  void: 'void',
  half_win: 'half_won',
  half_lose: 'half_lost',
};

export function selectionResult(selection: Pick<ServerBetSelection, 'status' | 'result'>): SelectionResult {
  // A voided market cancels the selection whatever result it carries.
  if (selection.status === 'cancelled') return 'void';
  return RESULTS[selection.result ?? ''] ?? 'open';
}

/** The result's glyph beside its word: ✓ won, ✗ lost, ½ halves, ⊘ void; none while open. */
export const RESULT_GLYPHS: Readonly<Record<SelectionResult, string>> = {
  open: '',
  won: '✓',
  lost: '✗',
  void: '⊘',
  half_won: '½✓',
  half_lost: '½✗',
};

export function resultTone(result: SelectionResult): 'positive' | 'negative' | 'neutral' {
  if (result === 'won' || result === 'half_won') return 'positive';
  if (result === 'lost' || result === 'half_lost') return 'negative';
  return 'neutral';
}

/** A dead-heat factor as shown: at most two decimals in the locale (`0.3333` → `0,33` in sr). */
export function deadHeatFactor(factor: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(factor);
}
