import { expect, test } from '@playwright/test';
import en from '../src/i18n/messages/en.json' with { type: 'json' };
import sr from '../src/i18n/messages/sr.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

// Serbian texts that differ from every English one and cannot be mistaken for data.
const englishTexts = new Set(values(en as Tree));
const serbianOnly = values(sr as Tree).filter(
  (text) => !englishTexts.has(text) && text.length > 4 && !text.includes('{{'),
);

test('switching language changes the URL prefix and every text, and keeps the query', async ({ page }) => {
  await page.goto('/sports/schedule?sport=football');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(page.getByRole('heading', { level: 1, name: 'Raspored' })).toBeVisible();

  await page.getByTestId('language-switcher').first().selectOption('en');
  await expect(page).toHaveURL(/\/en\/sports\/schedule\?sport=football$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.locator('aside').getByRole('link', { name: /Football/ })).toBeVisible();
  await expect(page).toHaveTitle('Schedule – upcoming matches');

  const text = await page.locator('body').innerText();
  const leftovers = serbianOnly.filter((serbian) => text.includes(serbian));
  expect(leftovers).toEqual([]);

  await page.getByTestId('language-switcher').first().selectOption('sr');
  await expect(page).toHaveURL(/\/sports\/schedule\?sport=football$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Raspored' })).toBeVisible();
});

test('the head carries canonical and hreflang alternates with x-default', async ({ page }) => {
  await page.goto('/en/sports/football');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sports\/football$/);
  await expect(page.locator('link[hreflang="sr-ME"]')).toHaveAttribute('href', /\/sports\/football$/);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/sports\/football$/);
});
