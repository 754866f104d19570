// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseConfig, readSiteConfig } from './config';

describe('parseConfig', () => {
  it('defaults to sr and en with sr as the unprefixed default', () => {
    const config = parseConfig({});
    expect(config.apiBase).toBe('/api/sb');
    expect(config.locale).toEqual({
      locales: ['sr', 'en'],
      defaultLocale: 'sr',
      isLocaleInUrl: false,
      isRtlEnabled: false,
    });
  });
  it('reads flags and lists', () => {
    const config = parseConfig({
      VITE_LOCALES: 'en, ar',
      VITE_LOCALE_IN_URL: 'true',
      VITE_RTL_ENABLED: '1',
      VITE_API_BASE: '/x/',
    });
    expect(config.locale.locales).toEqual(['en', 'ar']);
    expect(config.locale.defaultLocale).toBe('en');
    expect(config.locale.isLocaleInUrl).toBe(true);
    expect(config.locale.isRtlEnabled).toBe(true);
    expect(config.apiBase).toBe('/x');
  });
  it('refuses a default locale that is not configured', () => {
    expect(() => parseConfig({ VITE_DEFAULT_LOCALE: 'de' })).toThrow(/VITE_DEFAULT_LOCALE/);
  });
  it('lets the site configuration of the page win over build variables', () => {
    const config = parseConfig(
      { VITE_LOCALES: 'sr,en', VITE_LOCALE_IN_URL: 'false' },
      {
        locales: ['en', 'sr'],
        locale_in_url: true,
        operator: { logo_url: '/logo.svg' },
      },
    );
    expect(config.locale.locales).toEqual(['en', 'sr']);
    expect(config.locale.defaultLocale).toBe('en');
    expect(config.locale.isLocaleInUrl).toBe(true);
    expect(config.operator).toEqual({ logoUrl: '/logo.svg', licence: {} });
  });
  it('takes the time zone, platform origins and licence from the site configuration', () => {
    const config = parseConfig(
      {},
      {
        timezone: 'America/New_York',
        platform: { casino_origin: 'https://casino.example/', profile_origin: '' },
        operator: { licence: { sr: 'Licenca br. 1', en: 'Licence no. 1' } },
      },
    );
    expect(config.timeZone).toBe('America/New_York');
    expect(config.platform).toEqual({ casinoOrigin: 'https://casino.example', profileOrigin: '' });
    expect(config.operator.licence).toEqual({ sr: 'Licenca br. 1', en: 'Licence no. 1' });
  });
  it('shows times in Belgrade, links this site and shows no licence when the site says nothing', () => {
    const config = parseConfig({});
    expect(config.timeZone).toBe('Europe/Belgrade');
    expect(config.platform).toEqual({ casinoOrigin: '', profileOrigin: '' });
    expect(config.operator.licence).toEqual({});
    expect(parseConfig({}, { timezone: 'Mars/Olympus' }).timeZone).toBe('Europe/Belgrade');
  });
  it('takes the whitelisted parent origins from the site configuration only', () => {
    expect(parseConfig({}).parentOrigins).toEqual([]);
    const site = { parent_origins: ['https://casino.example'] };
    expect(parseConfig({}, site).parentOrigins).toEqual(['https://casino.example']);
  });
  it('takes the operator’s pages, an event page’s match included', () => {
    expect(parseConfig({}).customPages).toEqual([]);
    const site = {
      custom_pages: [
        { slug: 'welcome', title: { sr: 'Dobrodošli', en: 'Welcome' }, text: { en: 'Hi.' } },
        { slug: 'derby', title: { sr: 'Derbi', en: 'Derby' }, match_id: 42 },
      ],
    };
    expect(parseConfig({}, site).customPages).toEqual([
      { slug: 'welcome', title: { sr: 'Dobrodošli', en: 'Welcome' }, text: { en: 'Hi.' }, matchId: null },
      { slug: 'derby', title: { sr: 'Derbi', en: 'Derby' }, text: {}, matchId: 42 },
    ]);
  });
  it('takes the feature flags (on by default, as the server has them) and the required group', () => {
    expect(parseConfig({}).features).toEqual({
      quickDeposit: true,
      deltaCompression: true,
      responsibleGambling: true,
      activityTracking: true,
    });
    expect(parseConfig({}).requiredGroup).toBeNull();
    const site = {
      features: {
        quick_deposit: false,
        delta_compression: false,
        responsible_gambling: false,
        activity_tracking: false,
      },
      user_group_checker: { required_group: 2 },
    };
    expect(parseConfig({}, site).features).toEqual({
      quickDeposit: false,
      deltaCompression: false,
      responsibleGambling: false,
      activityTracking: false,
    });
    expect(parseConfig({}, site).requiredGroup).toBe(2);
  });
  it('takes the deposit reminder, 10 s after the page loads unless the site says otherwise', () => {
    expect(parseConfig({}).depositReminder).toBeNull();
    expect(parseConfig({}, { deposit_reminder: {} }).depositReminder).toEqual({
      groupId: null,
      afterSeconds: 10,
    });
    const site = { deposit_reminder: { player_group_id: 2, remind_after_seconds: 30 } };
    expect(parseConfig({}, site).depositReminder).toEqual({ groupId: 2, afterSeconds: 30 });
  });
  it('takes the version of the terms in force', () => {
    expect(parseConfig({}).termsVersion).toBeNull();
    expect(parseConfig({}, { terms_version: '2026-11' }).termsVersion).toBe('2026-11');
    expect(parseConfig({}).isPreview).toBe(false);
    expect(parseConfig({}, { preview: true }).isPreview).toBe(true);
  });
  it('requires phone verification only when the site says so', () => {
    expect(parseConfig({}).isPhoneVerificationRequired).toBe(false);
    expect(parseConfig({}, { phone_verification_required: true }).isPhoneVerificationRequired).toBe(true);
  });
  it('takes the deposit fields and the operator widgets', () => {
    expect(parseConfig({}).depositFields).toEqual([]);
    expect(parseConfig({}, { deposit_fields: ['date_of_birth', 'city'] }).depositFields).toEqual([
      'date_of_birth',
      'city',
    ]);
    expect(parseConfig({}).chat).toBeNull();
    const chat = {
      type: 'script',
      script_url: 'https://chat.example/w.js',
      id: 'acme',
      region: 'eu',
    } as const;
    expect(parseConfig({}, { chat }).chat).toEqual({
      scriptUrl: 'https://chat.example/w.js',
      id: 'acme',
      region: 'eu',
    });
    const push = { type: 'script', script_url: 'https://push.example/p.js' } as const;
    expect(parseConfig({}, { push_notifications: push }).pushNotifications).toEqual({
      scriptUrl: 'https://push.example/p.js',
      id: '',
      region: null,
    });
  });
  it('registers the service worker in production builds only', () => {
    expect(parseConfig({ PROD: true }).serviceWorkerUrl).toBe('/sw.js');
    expect(parseConfig({ PROD: false, DEV: true }).serviceWorkerUrl).toBeNull();
  });
  it('reads the injected site configuration and ignores a broken one', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<script id="site-config" type="application/json">{"rtl_enabled":true}</script>';
    expect(readSiteConfig(doc)).toEqual({ rtl_enabled: true });
    doc.body.innerHTML = '<script id="site-config" type="application/json">{oops</script>';
    expect(readSiteConfig(doc)).toEqual({});
    expect(readSiteConfig(undefined)).toEqual({});
  });
});
