import { expect, test } from '@playwright/test';

test('a bettor goes from home to a sport, a league and a match by clicking', async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { name: 'Uživo sada' })).toBeVisible();

  await page
    .locator('aside')
    .getByRole('link', { name: /Fudbal/ })
    .click();
  await expect(page).toHaveURL(/\/sports\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fudbal' })).toBeVisible();

  const leagueLink = page.locator('main section[aria-label] a').first();
  const leagueName = (await leagueLink.innerText()).split('·').pop()?.trim() ?? '';
  await leagueLink.click();
  await expect(page).toHaveURL(/\/sports\/football\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-page', 'league');

  const matchRow = page.locator('main li[data-match-id]').first();
  // The home team's name (beside its crest, which is hidden from assistive technology).
  const home = (
    await matchRow.locator('a').first().locator('span > span:not([aria-hidden])').first().innerText()
  ).trim();
  await matchRow.locator('a').first().click();
  await expect(page).toHaveURL(/\/sports\/football\/[a-z0-9-]+-\d+$/);
  await expect(page.locator('main header').first()).toContainText(home);
  await expect(page.getByRole('heading', { name: 'Igre' })).toBeVisible();
  await expect(page.locator('[data-market-id]').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Statistika' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(home));
  await expect(page.locator('body')).toHaveAttribute('data-page', 'match');
  await expect(page.locator('body')).toHaveAttribute('data-locale', 'sr');
  await expect(page.locator('body')).toHaveAttribute('data-in-iframe', 'false');
});

test('the catalogue pages of docs/product.md#pages answer with their headings', async ({ page }) => {
  for (const [path, heading] of [
    ['/sports/live', 'Klađenje uživo'],
    ['/sports/cybersport', 'E-sport'],
    ['/sports/schedule', 'Raspored'],
    ['/sports/results', 'Rezultati'],
    ['/sports/general-rules', 'Opšta pravila'],
    ['/sports/about', 'O nama'],
    ['/en/sports/live', 'Live betting'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the schedule lists a chosen day and keeps the choice in the URL', async ({ page }) => {
  await page.goto('/sports/schedule');
  await page.getByRole('navigation', { name: 'Dan' }).getByRole('link', { name: 'Sutra' }).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
});
