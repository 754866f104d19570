import { describe, expect, it } from 'vitest';
import { withoutTracking } from './tracking-params';

describe('withoutTracking', () => {
  it('takes ctag, btag, stag, qtag and gclid out of the query, keeping the rest and the hash', () => {
    expect(withoutTracking('?stag=abc&btag=x&gclid=y&foo=1', '#h')).toEqual({
      search: '?foo=1',
      hash: '#h',
      stag: 'abc',
    });
    expect(withoutTracking('?ctag=1&qtag=2', '')).toEqual({ search: '', hash: '', stag: null });
  });
  it('takes them out of a hash of parameters too, and reads the tag there', () => {
    expect(withoutTracking('?day=1', '#stag=s9&modal=signIn')).toEqual({
      search: '?day=1',
      hash: '#modal=signIn',
      stag: 's9',
    });
  });
  it('leaves an address without them as it is', () => {
    expect(withoutTracking('?day=2&sport=football', '#content')).toEqual({
      search: '?day=2&sport=football',
      hash: '#content',
      stag: null,
    });
    expect(withoutTracking('', '')).toEqual({ search: '', hash: '', stag: null });
  });
  it('keeps no empty tag', () => {
    expect(withoutTracking('?stag=', '')).toEqual({ search: '', hash: '', stag: null });
  });
});
