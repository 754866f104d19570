import { expect, test } from '@playwright/test';

test('unknown pages show the 404 page in the minimal wrapper', async ({ page }) => {
  for (const path of [
    '/sports/no-such-sport',
    '/sports/football/no-such-league',
    '/sports/404',
    '/nowhere',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Ups, izvinite. Ne možemo da pronađemo tu stranicu.' }),
    ).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  }
  await page.goto('/en/sports/404');
  await expect(page.getByRole('heading', { name: "Oops, sorry. We can't find that page." })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/en\/sports$/);
});

test('error, blocked and locked pages carry the texts of docs/product.md#error-pages', async ({ page }) => {
  await page.goto('/en/500');
  await expect(
    page.getByRole('heading', { name: 'Oops! Sorry, something went wrong. Please come back in a while.' }),
  ).toBeVisible();
  await page.goto('/en/sports/blocked');
  await expect(
    page.getByRole('heading', { name: /Sorry, we're not available in .+ right now\./ }),
  ).toBeVisible();
  await page.goto('/en/sports/locked');
  await expect(
    page.getByRole('heading', { name: 'Unauthorized. Sorry, but you are not authorized to view the page' }),
  ).toBeVisible();
});

test('the root redirects to the sports home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sports$/);
});

test('the init page for a host platform says the sportsbook is ready, or goes on to its return page', async ({
  page,
}) => {
  const served = await page.goto('/sports/init-sportsbook');
  expect(served?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Kladionica je spremna' })).toBeVisible();
  await page.goto('/en/sports/init-sportsbook?return=//evil.example/sports');
  await expect(page.getByRole('heading', { level: 1, name: 'The sportsbook is ready' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sports\/init-sportsbook\?return=/);
  await page.goto('/en/sports/init-sportsbook?return=%2Fen%2Fsports%2Flive');
  await expect(page).toHaveURL(/\/en\/sports\/live$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
