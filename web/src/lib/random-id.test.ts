import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('is 32 hex characters, within the server rule of 1 to 64 visible ASCII characters for keys', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
  });
  it('differs every time', () => {
    const keys = new Set(Array.from({ length: 100 }, randomId));
    expect(keys.size).toBe(100);
  });
});
