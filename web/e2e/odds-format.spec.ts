import { expect, test, type Page } from '@playwright/test';

const PATTERNS = {
  european: /^\d+\.\d{2}$/,
  british: /^\d+\/\d+$/,
  hongkong: /^\d+\.\d{2}$/,
  american: /^[+-]\d+$/,
  indonesian: /^[+-]\d+\.\d{2}$/,
  malaysian: /^-?\d+\.\d{2}$/,
  percent: /^\d+\.\d%$/,
} as const;

async function prices(page: Page): Promise<string[]> {
  return page.locator('main [data-odds]').allInnerTexts();
}

test('switching odds format changes every displayed price and survives a reload', async ({ page }) => {
  await page.goto('/sports/football');
  await expect(page.locator('main [data-odds]:visible').first()).toBeVisible();
  for (const price of await prices(page)) expect(price).toMatch(PATTERNS.european);

  for (const [format, pattern] of Object.entries(PATTERNS)) {
    await page.getByTestId('odds-format-switcher').first().selectOption(format);
    await expect(page.locator('main [data-odds]').first()).toHaveText(pattern);
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) expect(price, format).toMatch(pattern);
  }

  await page.getByTestId('odds-format-switcher').first().selectOption('american');
  await page.reload();
  await expect(page.locator('main [data-odds]').first()).toHaveText(PATTERNS.american);
  await expect(page.getByTestId('odds-format-switcher').first()).toHaveValue('american');
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('american');
});

test('a finished match shows what its settled markets paid, with no price to click', async ({
  page,
  request,
}) => {
  // A finished match: every market is settled, so every outcome shows its result, not a price.
  const response = await request.get('/api/sb/matches?match_status=3,4&limit=1&sort_by=start_time_desc');
  const finished = (await response.json()).data[0];
  test.skip(!finished, 'no finished match yet');
  await page.goto(`/en/sports/${finished.tournament.sport.key}/${finished.slug}`);
  const results = page.locator('[data-market-id] [data-result]');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('[data-market-id] [data-result="win"]').first()).toContainText('Won');
  await expect(page.locator('[data-market-id] button')).toHaveCount(0);
  await expect(page.locator('[data-market-id] [data-odds]')).toHaveCount(0);
});
