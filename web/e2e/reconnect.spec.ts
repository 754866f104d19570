import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { cellNames, offeredPrices, openLiveMatch } from './support/live';

// A server of its own, so killing it leaves the other journeys alone.
const PORT = Number(process.env.E2E_RECONNECT_PORT ?? 8097);
const origin = `http://127.0.0.1:${PORT}`;
const binary = resolve(process.env.SPORTSBOOK_BIN ?? '../target/debug/sportsbook');
const database = `sqlite://${join(mkdtempSync(join(tmpdir(), 'sportsbook-reconnect-')), 'db.sqlite')}`;

function startServer(): ChildProcess {
  return spawn(binary, [], {
    stdio: 'ignore',
    env: {
      ...process.env,
      SPORTSBOOK_ADDR: `127.0.0.1:${PORT}`,
      DATABASE_URL: database,
      SPORTSBOOK_SEED: '42',
      SPORTSBOOK_FEED_SPEED: '10',
      SPORTSBOOK_WEB_DIR: resolve('dist'),
    },
  });
}

async function whenUp(): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
}

let server: ChildProcess | undefined;
test.afterEach(() => {
  server?.kill('SIGKILL');
});

test('killing and restarting the server shows the reconnect notice, then current prices', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  server = startServer();
  await whenUp();
  const id = await openLiveMatch(page, origin);

  server.kill('SIGKILL');
  await expect(page.locator('[data-connection="reconnecting"]')).toContainText('Reconnecting');

  server = startServer();
  await whenUp();
  await expect(page.locator('[data-connection="reconnecting"]')).toHaveCount(0, { timeout: 25_000 });
  // The page shows what the engine prices now (recovered or refetched), not what it had before.
  await expect
    .poll(
      async () => {
        const prices = await offeredPrices(request, id, origin);
        type Labelled = { getAttribute(name: string): string | null };
        const buttons = page.locator('button[aria-label]');
        const labels = new Set(
          await buttons.evaluateAll((els) =>
            els.map((e) => (e as unknown as Labelled).getAttribute('aria-label')),
          ),
        );
        const shown = [...prices].filter(([name, odds]) =>
          cellNames(name, odds).some((cell) => labels.has(cell)),
        );
        return prices.size > 0 ? shown.length / prices.size : 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.9);
});
