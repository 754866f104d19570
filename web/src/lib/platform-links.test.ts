import { describe, expect, it } from 'vitest';
import type { LocaleSettings } from './locales';
import { platformLink, type PlatformLinkContext } from './platform-links';

const SETTINGS: LocaleSettings = {
  locales: ['sr', 'en'],
  defaultLocale: 'sr',
  isLocaleInUrl: false,
  isRtlEnabled: false,
};
const BACK = 'https://sports.example/en/sports/football?day=2026-11-22';

function context(overrides: Partial<PlatformLinkContext> = {}): PlatformLinkContext {
  return {
    locale: 'en',
    settings: SETTINGS,
    origins: { casinoOrigin: 'https://casino.example', profileOrigin: 'https://profile.example' },
    backUrl: BACK,
    ...overrides,
  };
}

const back = `back_url=${encodeURIComponent(BACK)}`;

describe('platform links', () => {
  it('put the casino origin, the locale and the way back into terms and help centre', () => {
    expect(platformLink('terms', context())).toEqual({
      href: `https://casino.example/en/terms-and-conditions?${back}`,
      isAppPage: false,
    });
    expect(platformLink('helpCenter', context()).href).toBe(`https://casino.example/en/help-center?${back}`);
    expect(platformLink('casino', context()).href).toBe(`https://casino.example/en/?${back}`);
    expect(platformLink('casino', context({ locale: 'sr' })).href).toBe(`https://casino.example/?${back}`);
  });

  it('leave out the default locale unless the site puts it in URLs', () => {
    expect(platformLink('terms', context({ locale: 'sr' })).href).toBe(
      `https://casino.example/terms-and-conditions?${back}`,
    );
    const inUrl = { ...SETTINGS, isLocaleInUrl: true };
    expect(platformLink('terms', context({ locale: 'sr', settings: inUrl })).href).toBe(
      `https://casino.example/sr/terms-and-conditions?${back}`,
    );
  });

  it('send deposit and transactions to the profile origin, deposit with the casino parameters', () => {
    expect(platformLink('deposit', context({ casinoParams: 'currency=EUR&tag=a b' })).href).toBe(
      `https://profile.example/en/profile/wallet/deposit?currency=EUR&tag=a+b&${back}`,
    );
    expect(platformLink('transactions', context({ casinoParams: 'currency=EUR' })).href).toBe(
      `https://profile.example/en/profile/wallet/transactions?${back}`,
    );
  });

  it('link this site when an origin is empty: its own wallet, terms and help pages, the platform path for the rest', () => {
    const here = context({ origins: { casinoOrigin: '', profileOrigin: '' } });
    expect(platformLink('terms', here)).toEqual({ href: '/en/sports/pages/terms', isAppPage: true });
    expect(platformLink('helpCenter', { ...here, locale: 'sr' })).toEqual({
      href: '/sports/pages/help',
      isAppPage: true,
    });
    expect(platformLink('casino', here)).toEqual({ href: `/en/?${back}`, isAppPage: false });
    expect(platformLink('deposit', here)).toEqual({
      href: '/en/sports/profile/wallet/deposit',
      isAppPage: true,
    });
    expect(platformLink('deposit', { ...here, locale: 'sr', casinoParams: 'currency=EUR' })).toEqual({
      href: '/sports/profile/wallet/deposit?currency=EUR',
      isAppPage: true,
    });
    expect(platformLink('transactions', here).href).toBe('/en/sports/profile/wallet/transactions');
  });
});
