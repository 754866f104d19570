// The cookie confirmation already given (docs/decisions/029-entry-parameters-and-cookies.md): every
// journey starts with it (playwright.config.ts `storageState`), so the notice covers nothing they
// click; e2e/entry.spec.ts starts without it to test the notice itself.
import type { BrowserContextOptions } from '@playwright/test';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** `src/app/layout/cookie-consent.tsx` `CONSENT_COOKIE`, as the app writes it on 127.0.0.1. */
export const CONSENT_GIVEN: StorageState = {
  cookies: [
    {
      name: 'cookie_consent',
      value: '1',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: true,
      sameSite: 'None',
    },
  ],
  origins: [],
};

export const NOTHING_STORED: StorageState = { cookies: [], origins: [] };
