import { expect, test } from '@playwright/test';

test('a progress bar shows at the top while a route change loads', async ({ page }) => {
  await page.goto('/sports/football');
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
  await page.route(/\/api\/sb\/matches\/\d+$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('main li[data-match-id] a').first().click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/-\d+$/);
});

test('the keyboard reaches a visible skip link first and the odds are buttons', async ({ page }) => {
  await page.goto('/sports/football');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pređi na sadržaj' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const odds = page.locator('main button[aria-pressed]').first();
  await odds.focus();
  await expect(odds).toBeFocused();
});
