import { describe, expect, it } from 'vitest';
import { addressParams, hashWithoutParams, withoutParams } from './url-params';

describe('consumed parameters', () => {
  it('are taken out of the query and the hash, keeping the rest', () => {
    expect(
      withoutParams('?day=1&modal=passwordEdit&reset_password_token=x', ['modal', 'reset_password_token']),
    ).toBe('?day=1');
    expect(withoutParams('?modal=signIn', ['modal'])).toBe('');
    expect(hashWithoutParams('#modal=signIn', ['modal'])).toBe('');
    expect(hashWithoutParams('#modal=signIn&x=1', ['modal'])).toBe('#x=1');
    expect(hashWithoutParams('#content', ['modal'])).toBe('#content');
  });
});

describe('addressParams', () => {
  it('reads the query, then the hash for what the query lacks', () => {
    const params = addressParams('?a=1&b=2', '#b=3&c=4');
    expect([...params]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '4'],
    ]);
    expect([...addressParams('', '#top')]).toEqual([['top', '']]);
  });
});
