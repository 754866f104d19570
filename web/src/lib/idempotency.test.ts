import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, within the server rule of 1 to 64 visible ASCII characters', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
  it('differs between attempts', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
  });
});
