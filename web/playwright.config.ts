// End-to-end journeys in headless Debian Chromium against the real Rust server (no mock backend).
// Until the server serves web/dist itself, the built app runs under `vite preview` with /api proxied
// to the binary; set SPORTSBOOK_SERVES_WEB=1 to test the binary alone with SPORTSBOOK_WEB_DIR=dist.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { OPERATOR_PORT, OPERATOR_TOKEN } from './e2e/support/operator';

const API_PORT = Number(process.env.E2E_API_PORT ?? 8091);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);
const servesWeb = process.env.SPORTSBOOK_SERVES_WEB === '1';
const binary = resolve(process.env.SPORTSBOOK_BIN ?? '../target/debug/sportsbook');
// One fresh database per run; workers inherit the directory through the environment.
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));
const database = `sqlite://${join(process.env.E2E_DB_DIR, 'sportsbook.db')}`;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const baseURL = servesWeb ? apiUrl : `http://127.0.0.1:${WEB_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: `"${binary}"`,
      url: `${apiUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SPORTSBOOK_ADDR: `127.0.0.1:${API_PORT}`,
        DATABASE_URL: database,
        SPORTSBOOK_SEED: '42',
        SPORTSBOOK_FEED_SPEED: '10',
        SPORTSBOOK_WEB_DIR: resolve('dist'),
        SPORTSBOOK_ADMIN_ADDR: `127.0.0.1:${OPERATOR_PORT}`,
        SPORTSBOOK_ADMIN_TOKEN: OPERATOR_TOKEN,
      },
    },
    ...(servesWeb
      ? []
      : [
          {
            command: `npx vite preview --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
            url: `${baseURL}/sports`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { SPORTSBOOK_API_URL: apiUrl },
          },
        ]),
  ],
});
