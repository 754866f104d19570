// The operator's own pages from the site configuration (e2e/support/site-config.json, decision
// 030): served at /sports/pages/{slug} in both languages, indexed as configured; an unknown slug is
// the 404 page, and an event page whose match is gone says so.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

test('a custom page shows its title and paragraphs in each language and may be indexed', async ({ page }) => {
  const served = await page.goto('/sports/pages/welcome');
  expect(served?.status()).toBe(200);
  await expect(page).toHaveTitle('Dobrodošli');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Dobrodošli' })).toBeVisible();
  await expect(article.getByRole('paragraph')).toHaveText([
    'Kvote pre meča i uživo.',
    'Kladite se odgovorno.',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/en/sports/pages/welcome');
  await expect(page).toHaveTitle('Welcome');
  await expect(article.getByRole('paragraph')).toHaveText(['Prematch and live odds.', 'Bet responsibly.']);
});

test('an event page is kept out of search engines and says when its match is no longer on offer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const served = await page.goto('/en/sports/pages/derby');
  expect(served?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Derby of the round' })).toBeVisible();
  await expect(article.getByRole('region', { name: 'Match' })).toContainText(
    'This match is no longer on offer.',
  );
});

test('a slug the site does not configure is the 404 page', async ({ page }) => {
  const served = await page.goto('/sports/pages/nowhere');
  expect(served?.status()).toBe(404);
  await expect(page.locator('[data-error-page="notFound"]')).toBeVisible();
});
