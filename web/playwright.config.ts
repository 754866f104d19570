// End-to-end journeys in headless Debian Chromium against the real Rust server (no mock backend),
// which serves the built app from web/dist as in production (first paint, first data included).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CONSENT_GIVEN } from './e2e/support/consent';
import { OPERATOR_PORT, OPERATOR_TOKEN } from './e2e/support/operator';

const API_PORT = Number(process.env.E2E_API_PORT ?? 8091);
const binary = resolve(process.env.SPORTSBOOK_BIN ?? '../target/debug/sportsbook');
// One fresh database per run; workers inherit the directory through the environment.
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));
const database = `sqlite://${join(process.env.E2E_DB_DIR, 'sportsbook.db')}`;
const apiUrl = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: apiUrl,
    // Cookies accepted: the consent notice covers nothing a journey clicks (e2e/support/consent.ts).
    storageState: CONSENT_GIVEN,
    trace: 'retain-on-failure',
    // The app shell's service worker answers pages and files from its cache, out of reach of
    // `page.route`; e2e/app-shell.spec.ts lets it run, the other journeys see the network.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `"${binary}"`,
    url: `${apiUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server's errors (a request that failed with its cause) go into the run's output, so a
    // failure the browser only sees as a 500 can be told apart.
    stdout: 'pipe',
    env: {
      RUST_LOG: 'error',
      SPORTSBOOK_ADDR: `127.0.0.1:${API_PORT}`,
      DATABASE_URL: database,
      SPORTSBOOK_SEED: '42',
      SPORTSBOOK_FEED_SPEED: '10',
      // A provider outage would suspend the markets a test is betting on.
      SPORTSBOOK_FEED_OUTAGES: 'off',
      // The outbox page and the demo payment provider: sign-up links and deposits.
      SPORTSBOOK_DEV_TOOLS: 'on',
      SPORTSBOOK_WEB_DIR: resolve('dist'),
      SPORTSBOOK_ADMIN_ADDR: `127.0.0.1:${OPERATOR_PORT}`,
      SPORTSBOOK_ADMIN_TOKEN: OPERATOR_TOKEN,
      // A licence line and the casino's origin, for the footer (e2e/footer.spec.ts); every test's
      // player signs up from this one address, past the default 20 sign-ups an hour.
      SPORTSBOOK_SITE_CONFIG: resolve('e2e/support/site-config.json'),
    },
  },
});
