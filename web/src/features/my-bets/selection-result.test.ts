import { describe, expect, it } from 'vitest';
import { deadHeatFactor, RESULT_GLYPHS, resultTone, selectionResult } from './selection-result';

describe('a selection of a placed bet', () => {
  it('is open until it has a result', () => {
    expect(selectionResult({ status: 'open', result: null })).toBe('open');
  });

  it('reads each settlement result', () => {
    const settled = (result: string) => selectionResult({ status: 'settled', result });
    expect(settled('win')).toBe('won');
    expect(settled('lose')).toBe('lost');
    expect(settled('void')).toBe('void');
    expect(settled('half_win')).toBe('half_won');
    expect(settled('half_lose')).toBe('half_lost');
  });

  it('is void when its market was cancelled, whatever result it carries', () => {
    expect(selectionResult({ status: 'cancelled', result: null })).toBe('void');
    expect(selectionResult({ status: 'cancelled', result: 'lose' })).toBe('void');
  });

  it('marks every settled result with a glyph as well as a colour', () => {
    for (const result of ['won', 'lost', 'void', 'half_won', 'half_lost'] as const) {
      expect(RESULT_GLYPHS[result]).not.toBe('');
    }
    expect(resultTone('half_won')).toBe('positive');
    expect(resultTone('half_lost')).toBe('negative');
    expect(resultTone('void')).toBe('neutral');
  });

  it('shows a dead-heat factor with two decimals in the locale', () => {
    expect(deadHeatFactor(0.3333, 'en')).toBe('0.33');
    expect(deadHeatFactor(0.5, 'sr-ME')).toBe('0,50');
  });
});
