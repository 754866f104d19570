import { describe, expect, it } from 'vitest';
import type { LocaleSettings } from './locales';
import { safeReturnPath } from './return-path';

const SETTINGS: LocaleSettings = {
  locales: ['sr', 'en'],
  defaultLocale: 'sr',
  isLocaleInUrl: false,
  isRtlEnabled: false,
};

describe('the init page’s way on', () => {
  it('takes a page of the app, with or without the locale prefix, query and hash kept', () => {
    expect(safeReturnPath('/sports', SETTINGS)).toBe('/sports');
    expect(safeReturnPath('/en/sports/live?x=1#top', SETTINGS)).toBe('/en/sports/live?x=1#top');
  });

  it('refuses other origins and paths outside the app', () => {
    for (const value of [
      null,
      '',
      'sports',
      '//evil.example/sports',
      '/\\evil.example',
      'https://evil.example/sports',
      '/admin',
      '/sportsbook',
      '/en/admin',
      '/\t/evil.example/sports',
    ]) {
      expect(safeReturnPath(value, SETTINGS), String(value)).toBeNull();
    }
  });
});
