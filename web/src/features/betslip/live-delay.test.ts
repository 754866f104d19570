import { describe, expect, it } from 'vitest';
import { liveDelaySeconds } from './live-delay';

describe('liveDelaySeconds', () => {
  it('takes the server figure when there is one', () => {
    expect(liveDelaySeconds(['football'], 3)).toBe(3);
  });
  it('falls back to the sport table, the slowest sport of a combo, 8 s otherwise', () => {
    expect(liveDelaySeconds(['basketball'])).toBe(5);
    expect(liveDelaySeconds(['tennis', 'ice_hockey'])).toBe(6);
    expect(liveDelaySeconds(['darts'])).toBe(8);
    expect(liveDelaySeconds([], null)).toBe(8);
  });
});
