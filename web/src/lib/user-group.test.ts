import { describe, expect, it } from 'vitest';
import { userGroupVerdict } from './user-group';

const bronze = [
  { id: 1, current: true },
  { id: 2, current: false },
];

describe('the user-group checker', () => {
  it('waits while the session or the player’s groups are not known', () => {
    expect(userGroupVerdict('UNKNOWN', undefined, 1)).toBe('wait');
    expect(userGroupVerdict('PENDING', undefined, 1)).toBe('wait');
    expect(userGroupVerdict('LOGGED_IN', undefined, 1)).toBe('wait');
  });

  it('turns away visitors who are not signed in', () => {
    expect(userGroupVerdict('NOT_LOGGED_IN', undefined, 1)).toBe('turnAway');
  });

  it('lets a player of the required group stay and turns the others away', () => {
    expect(userGroupVerdict('LOGGED_IN', bronze, 1)).toBe('allow');
    expect(userGroupVerdict('LOGGED_IN', bronze, 2)).toBe('turnAway');
    expect(userGroupVerdict('LOGGED_IN', [], 1)).toBe('turnAway');
  });
});
