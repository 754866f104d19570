import { describe, expect, it } from 'vitest';
import type { LocaleSettings } from './locales';
import { isExternalLink, localePrefix, localizedPath, parseLocalePath, switchLocaleUrl } from './paths';

const shipped: LocaleSettings = {
  locales: ['sr', 'en'],
  defaultLocale: 'sr',
  isLocaleInUrl: false,
  isRtlEnabled: false,
};
const inUrl: LocaleSettings = { ...shipped, isLocaleInUrl: true };
const many: LocaleSettings = {
  locales: ['en', 'no', 'br', 'ar'],
  defaultLocale: 'no',
  isLocaleInUrl: false,
  isRtlEnabled: true,
};

describe('localePrefix', () => {
  it('leaves out the prefix for the first configured locale', () => {
    expect(localePrefix('sr', shipped)).toBe('');
    expect(localePrefix('en', many)).toBe('');
  });
  it('leaves out the prefix for the default locale even when it is not first', () => {
    expect(localePrefix('no', many)).toBe('');
  });
  it('prefixes every other locale', () => {
    expect(localePrefix('en', shipped)).toBe('/en');
    expect(localePrefix('br', many)).toBe('/br');
  });
  it('prefixes every locale when the locale-in-URL setting is on', () => {
    expect(localePrefix('sr', inUrl)).toBe('/sr');
    expect(localePrefix('en', inUrl)).toBe('/en');
  });
});

describe('localizedPath', () => {
  it('builds home, sport and match links for the default locale', () => {
    expect(localizedPath('', 'sr', shipped)).toBe('/sports');
    expect(localizedPath('/', 'sr', shipped)).toBe('/sports');
    expect(localizedPath('/football', 'sr', shipped)).toBe('/sports/football');
    expect(localizedPath('football/radnicki-vs-real-12345', 'sr', shipped)).toBe(
      '/sports/football/radnicki-vs-real-12345',
    );
  });
  it('puts the locale prefix before the sports base path', () => {
    expect(localizedPath('', 'en', shipped)).toBe('/en/sports');
    expect(localizedPath('/live', 'en', shipped)).toBe('/en/sports/live');
    expect(localizedPath('/live', 'sr', inUrl)).toBe('/sr/sports/live');
  });
  it('keeps query string and hash of the target', () => {
    expect(localizedPath('/schedule?day=2#top', 'en', shipped)).toBe('/en/sports/schedule?day=2#top');
  });
  it('builds pages outside the sports base path', () => {
    expect(localizedPath('/500', 'sr', shipped, '')).toBe('/500');
    expect(localizedPath('/500', 'en', shipped, '')).toBe('/en/500');
  });
  it('leaves http, sms: and mailto: links unchanged', () => {
    for (const link of [
      'https://example.org/a',
      'http://x.test',
      'sms:+38267000000',
      'mailto:help@example.org',
    ]) {
      expect(isExternalLink(link)).toBe(true);
      expect(localizedPath(link, 'en', shipped)).toBe(link);
    }
    expect(isExternalLink('/sports')).toBe(false);
  });
});

describe('parseLocalePath', () => {
  it('reads a configured locale from the first segment', () => {
    expect(parseLocalePath('/en/sports/football', shipped)).toEqual({
      locale: 'en',
      hasPrefix: true,
      rest: '/sports/football',
    });
  });
  it('falls back to the default locale without a prefix', () => {
    expect(parseLocalePath('/sports/football', shipped)).toEqual({
      locale: 'sr',
      hasPrefix: false,
      rest: '/sports/football',
    });
  });
  it('does not take an unconfigured code for a locale', () => {
    expect(parseLocalePath('/de/sports', shipped).locale).toBe('sr');
  });
  it('finds a configured locale through its alias', () => {
    expect(parseLocalePath('/nb/sports', many).locale).toBe('no');
    expect(parseLocalePath('/pt-BR/sports', many).locale).toBe('br');
  });
  it('reads a bare prefix as the home of that locale', () => {
    expect(parseLocalePath('/en', shipped)).toEqual({ locale: 'en', hasPrefix: true, rest: '/' });
  });
});

describe('switchLocaleUrl', () => {
  it('adds the prefix when switching away from the default locale', () => {
    expect(switchLocaleUrl('/sports/football', 'en', shipped)).toBe('/en/sports/football');
  });
  it('removes the prefix when switching to the default locale', () => {
    expect(switchLocaleUrl('/en/sports/football', 'sr', shipped)).toBe('/sports/football');
  });
  it('rewrites the first segment and keeps query string and hash', () => {
    expect(switchLocaleUrl('/en/sports/schedule?day=3#list', 'sr', inUrl)).toBe(
      '/sr/sports/schedule?day=3#list',
    );
    expect(switchLocaleUrl('/sports/results?x=1', 'en', shipped)).toBe('/en/sports/results?x=1');
  });
  it('rewrites the error page outside the sports base path', () => {
    expect(switchLocaleUrl('/500', 'en', shipped)).toBe('/en/500');
  });
});
