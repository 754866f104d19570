import { expect, test } from '@playwright/test';
import { toEuropean } from '../src/lib/odds';
import { offeredPrices, openLiveMatch } from './support/live';

test('a live match page shows a new price within 2 s of the engine moving it, without a reload', async ({
  page,
  request,
}) => {
  const id = await openLiveMatch(page);
  await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
  const before = await offeredPrices(request, id);

  // Wait for the engine to move a price (the API serves each change as soon as it is stored).
  let moved: [string, number] | undefined;
  for (let attempt = 0; attempt < 150 && moved === undefined; attempt += 1) {
    await page.waitForTimeout(200);
    const now = await offeredPrices(request, id);
    moved = [...now].find(([name, odds]) => before.has(name) && before.get(name) !== odds);
  }
  expect(moved, 'the engine moved no price in 30 s').toBeDefined();
  const [name, odds] = moved ?? ['', 0];

  const cell = page.getByRole('button', { name: `${name}: odds ${toEuropean(odds)}`, exact: true });
  await expect(cell).toBeVisible({ timeout: 2_000 });
  expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
});

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
  await expect(page.getByRole('alert')).toContainText('Connection error');
  await context.setOffline(false);
  await expect(page.locator('[data-connection="offline"]')).toHaveCount(0);
});
