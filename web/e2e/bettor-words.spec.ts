// Words that help (docs/decisions/049-steady-pages-and-bettor-words.md): a limit refusal quotes the
// limit, what is left and when it resets; the Live tags stay on one line (their 4.5:1 is the
// colour `--color-live-tag`, decision 049); a
// default install (no platform origin: a server of this spec's own) links built-in terms and help
// pages, in both languages, from the footer and the cookie notice; top-league tiles name their
// sport; the deposit page shows one form at a time; `/en/…` outside `/sports` answers in English;
// the phone's slip sheet does not reopen after a reload.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedPlayer, signInByApi } from './account-helpers';
import { APP_HEADER } from './betting-helpers';
import { NOTHING_STORED } from './support/consent';
import { serverOfThisSpec } from './support/own-server';

const own = serverOfThisSpec(12, {});

test('a deposit over the daily limit quotes the limit, what is left and when it resets', async ({ page }) => {
  await signInByApi(page, await createConfirmedPlayer(page.request, 'words-limit'));
  const limit = await page.request.post('/api/platform/user_limits', {
    headers: APP_HEADER,
    data: { type: 'deposit', period: 'day', amount: '30.00' },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  await page.goto('/en/sports/profile/wallet/deposit');
  // One deposit form at a time, each method behind its tab.
  const form = page.getByRole('region', { name: 'Deposit', exact: true });
  await expect(form).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deposit', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Card payment page' })).toHaveCount(0);
  await form.getByLabel('Amount (EUR)').fill('40');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(form).toContainText('This deposit goes over your deposit limit.');
  await expect(form).toContainText('Limit 30.00 EUR, left 30.00 EUR.');
  await expect(form).toContainText(/It resets \d{4}-\d{2}-\d{2} 00:00 UTC\./);
  await page.getByRole('tab', { name: 'Card payment page' }).click();
  await expect(page.getByRole('region', { name: 'Card payment page' })).toBeVisible();
  await expect(form).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Live tags stay on one line (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/sports/live');
    const tags = page.getByRole('main').locator('[data-match-id]').getByText('Live', { exact: true });
    await expect(tags.first()).toBeVisible();
    const boxes = await tags.evaluateAll((elements) =>
      elements.map((element) => ({
        wrap: getComputedStyle(element).whiteSpace,
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
      })),
    );
    for (const box of boxes) expect(box).toEqual({ wrap: 'nowrap', lines: 1 });
  });
}

test('top-league tiles name their sport beside the country', async ({ page }) => {
  await page.goto('/en/sports');
  const tiles = page.getByRole('region', { name: 'Top leagues' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first()).toHaveText(/\S · \S/);
  const texts = await tiles.allTextContents();
  expect(texts.some((text) => text.includes('Football · '))).toBe(true);
});

test('an English address outside /sports answers its 404 in English', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Oops, sorry. We can't find that page." })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { name: 'Ups, izvinite. Ne možemo da pronađemo tu stranicu.' }),
  ).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slip sheet does not reopen over the page after a reload', async ({ page }) => {
    await page.goto('/en/sports/live');
    await page
      .getByTestId('tab-bar')
      .getByRole('button', { name: /Bet slip/ })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip and my bets' });
    await expect(sheet).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByRole('button', { name: /Bet slip/ })).toBeVisible();
    await expect(sheet).toHaveCount(0);
  });
});

test.describe('a default install (no platform origin)', () => {
  test.use({ storageState: NOTHING_STORED });

  async function followFooterLink(page: Page, name: string, heading: string, path: RegExp): Promise<void> {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
  }

  test('the footer and the cookie notice link built-in terms and help, in both languages', async ({
    page,
  }) => {
    const origin = own().origin;
    await page.goto(`${origin}/en/sports`);
    const terms = page.getByRole('region', { name: 'Cookies' }).getByRole('link', {
      name: 'More in the terms and conditions',
    });
    await expect(terms).toHaveAttribute('href', '/en/sports/pages/terms');
    await followFooterLink(
      page,
      'Terms and conditions',
      'Terms and conditions',
      /\/en\/sports\/pages\/terms$/,
    );
    await followFooterLink(page, 'Help centre', 'Help', /\/en\/sports\/pages\/help$/);
    for (const [path, heading] of [
      ['/sports/pages/terms', 'Uslovi korišćenja'],
      ['/sports/pages/help', 'Pomoć'],
    ] as const) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
