import { describe, expect, it } from 'vitest';
import { mustAcceptTerms } from './terms';

describe('the terms checker', () => {
  it('asks a player who accepted another version, or none, once the profile is in', () => {
    expect(mustAcceptTerms(null, '2026-11')).toBe(true);
    expect(mustAcceptTerms('2026-10', '2026-11')).toBe(true);
    expect(mustAcceptTerms('2026-11', '2026-11')).toBe(false);
    expect(mustAcceptTerms(undefined, '2026-11')).toBe(false);
  });

  it('asks nobody on a site without terms to check', () => {
    expect(mustAcceptTerms(null, null)).toBe(false);
  });
});
