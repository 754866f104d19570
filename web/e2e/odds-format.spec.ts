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
  await expect(page.locator('main [data-odds]').first()).toBeVisible();
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

test('suspended and settled outcomes look locked and cannot be clicked', async ({ page, request }) => {
  // A finished match: every market is settled, so every outcome must be locked.
  const response = await request.get('/api/sb/matches?match_status=3,4&limit=1&sort_by=start_time_desc');
  const finished = (await response.json()).data[0];
  test.skip(!finished, 'no finished match yet');
  await page.goto(`/sports/${finished.tournament.sport.key}/${finished.slug}`);
  const outcomes = page.locator('[data-market-id] button');
  await expect(outcomes.first()).toBeVisible();
  for (const outcome of await outcomes.all()) {
    await expect(outcome).toBeDisabled();
    await expect(outcome).toHaveAttribute('data-suspended', 'true');
  }
  await expect(page.locator('[data-market-id] [data-odds]')).toHaveCount(0);
});
