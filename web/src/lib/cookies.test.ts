import { describe, expect, it } from 'vitest';
import { COOKIE_DAYS, cookieText, cookieValue } from './cookies';

describe('cookieText', () => {
  it('sets a site-wide cookie for the given days, Secure and SameSite=None in a secure context', () => {
    expect(cookieText('stag', 'abc', COOKIE_DAYS.affiliate, true)).toBe(
      'stag=abc; Path=/; Max-Age=2592000; Secure; SameSite=None',
    );
  });
  it('falls back to SameSite=Lax without Secure on plain http, where a browser refuses both', () => {
    expect(cookieText('cookie_consent', '1', COOKIE_DAYS.consent, false)).toBe(
      'cookie_consent=1; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });
  it('asks for the lifetimes of docs/product.md#constants and encodes the value', () => {
    expect(COOKIE_DAYS).toEqual({ affiliate: 30, consent: 365, deviceId: 7300, depositReminder: 1 });
    expect(cookieText('device_id', 'a b;c', COOKIE_DAYS.deviceId, true)).toBe(
      'device_id=a%20b%3Bc; Path=/; Max-Age=630720000; Secure; SameSite=None',
    );
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    const cookies = 'xstag=no; stag=a%20b; device_id=d1';
    expect(cookieValue(cookies, 'stag')).toBe('a b');
    expect(cookieValue(cookies, 'device_id')).toBe('d1');
  });
  it('is null when absent, empty or not decodable', () => {
    expect(cookieValue('', 'stag')).toBeNull();
    expect(cookieValue('other=1', 'stag')).toBeNull();
    expect(cookieValue('stag=', 'stag')).toBeNull();
    expect(cookieValue('stag=%E0%A4%A', 'stag')).toBeNull();
  });
  it('round-trips what cookieText wrote', () => {
    const written = cookieText('stag', 'tag=1&x', 30, true).split(';')[0] ?? '';
    expect(cookieValue(`a=1; ${written}`, 'stag')).toBe('tag=1&x');
  });
});
