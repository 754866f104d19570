/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test } from '@playwright/test';
import { createConfirmedPlayer, signInByApi } from './account-helpers';
import { cellNames, offeredPrices, openLiveMatch } from './support/live';

test('a live match page shows a new price within 2 s of the engine moving it, without a reload', async ({
  page,
  request,
}) => {
  const id = await openLiveMatch(page);
  await page.evaluate(recordAccessibleNames);
  const before = await offeredPrices(request, id);

  // Wait for the engine to move a price (the API serves each change as soon as it is stored).
  let moved: [string, number] | undefined;
  let movedAt = 0;
  for (let attempt = 0; attempt < 150 && moved === undefined; attempt += 1) {
    await page.waitForTimeout(200);
    const now = await offeredPrices(request, id);
    moved = [...now].find(([name, odds]) => before.has(name) && before.get(name) !== odds);
    movedAt = Date.now();
  }
  expect(moved, 'the engine moved no price in 30 s').toBeDefined();
  const [name, odds] = moved ?? ['', 0];

  // Prices keep moving every second, so look at every name the cell had, and when.
  await page.waitForTimeout(2_000);
  const seen = await page.evaluate(() => (window as unknown as NameLog).seenNames);
  const names = cellNames(name, odds);
  const shownAt = seen.find((entry) => names.includes(entry.name))?.at;
  expect(shownAt, `${names.join(' or ')} never shown`).toBeDefined();
  expect(shownAt ?? Infinity).toBeLessThanOrEqual(movedAt + 2_000);
  // The page was not reloaded: the log installed before is still there.
  expect(seen.length).toBeGreaterThan(0);
});

type NameLog = { seenNames: { name: string; at: number }[] };

/** Runs in the page: logs every accessible name an element gets, with the time it got it. */
function recordAccessibleNames(): void {
  const seenNames: NameLog['seenNames'] = [];
  (window as unknown as NameLog).seenNames = seenNames;
  const note = (element: Element) => {
    const name = element.getAttribute('aria-label');
    if (name !== null) seenNames.push({ name, at: Date.now() });
  };
  document.querySelectorAll('[aria-label]').forEach(note);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element) note(record.target);
      for (const added of record.addedNodes) {
        if (!(added instanceof Element)) continue;
        note(added);
        added.querySelectorAll('[aria-label]').forEach(note);
      }
    }
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
}

test('a price that moved flashes up or down', async ({ page }) => {
  await openLiveMatch(page);
  await expect(page.locator('button[data-trend="up"], button[data-trend="down"]').first()).toBeAttached({
    timeout: 20_000,
  });
});

test('going offline shows the connection-error alert and coming back clears it', async ({
  page,
  context,
}) => {
  await openLiveMatch(page);
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('[data-connection="offline"]')).toHaveCount(0);
});

test('a deposit made elsewhere reaches the header balance over the private channel', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'live-balance');
  await signInByApi(page, email);
  await page.goto('/en/sports');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('0.00 EUR');
  await expect(page.locator('[data-live-status="connected"]')).toBeAttached();
  await page.waitForTimeout(1_000); // the private channel's token and subscribe follow the connect

  // Another device (a request of its own, not the page) deposits; the page does not refetch.
  const deposit = await page.request.post('/api/platform/payments/deposits', {
    headers: { 'X-Sportsbook-App': 'web', 'Idempotency-Key': `live-balance-${Date.now()}` },
    data: { amount: '25.00', currency: 'EUR' },
  });
  expect(deposit.status()).toBe(201);
  await expect(banner).toContainText('25.00 EUR', { timeout: 3_000 });
});
