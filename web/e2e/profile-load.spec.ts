// The profile load (docs/product.md#auth-status, decision 040) in Chromium against the real server:
// a player's saved odds format and stake presets apply the moment they sign in, with no reload; a
// signed-in load takes the saved format over the one in local storage; a format the player picks is
// saved.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedPlayer, PASSWORD, signInByApi, signInWithDialog } from './account-helpers';
import { APP_HEADER, openTomorrow, pickPrematchPrices } from './betting-helpers';
import { seriousViolations } from './support/axe';

const SHOTS = '/tmp/shots-profile-load';
mkdirSync(SHOTS, { recursive: true });

const PATTERNS = {
  european: /^\d+\.\d{2}$/,
  american: /^[+-]\d+$/,
  british: /^\d+\/\d+$/,
  percent: /^\d+\.\d%$/,
} as const;

type SavedSettings = { odds_types: { selected: string }; stakes: number[] };

/** Signs `request` in as the player and saves `settings` as theirs, as another device of theirs would. */
async function saveAsPlayer(request: APIRequestContext, email: string, settings: object): Promise<void> {
  const signedIn = await request.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const saved = await request.post('/api/sb/settings', { headers: APP_HEADER, data: settings });
  expect(saved.ok()).toBe(true);
}

async function savedSettings(request: APIRequestContext): Promise<SavedSettings> {
  return ((await (await request.get('/api/sb/settings')).json()) as { data: SavedSettings }).data;
}

/** Every price of the page's main content matches `pattern` (and there are some). */
async function expectPrices(page: Page, pattern: RegExp): Promise<void> {
  const prices = page.locator('main [data-odds]');
  await expect(prices.first()).toHaveText(pattern);
  const shown = await prices.allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const price of shown) expect(price).toMatch(pattern);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('signing in brings the saved odds format and stake presets at once, and a new pick is saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = await createConfirmedPlayer(request, 'profile-load');
    await saveAsPlayer(request, email, { odds_type: 'american', stakes: [200, 700, 2500] });

    await openTomorrow(page, 'en');
    await expectPrices(page, PATTERNS.european);
    await pickPrematchPrices(page, 1);
    const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
    const presets = panel.getByRole('group', { name: 'Quick stakes' }).getByRole('button');
    await expect(presets).toHaveText(['1.00 EUR', '5.00 EUR', '10.00 EUR', '20.00 EUR', '50.00 EUR']);

    // A reload would drop this mark: the page must change without one.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await signInWithDialog(page, email, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    await expectPrices(page, PATTERNS.american);
    await expect(presets).toHaveText(['2.00 EUR', '7.00 EUR', '25.00 EUR']);
    await expect(page.getByTestId('odds-format-switcher').first()).toHaveValue('american');
    expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('american');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Bronze · 0 points')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signed-in-1440-en.png` });
    expect(await seriousViolations(page, ['header', '[data-testid="bet-slip"]'])).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('odds-format-switcher').first().selectOption('british');
    await expectPrices(page, PATTERNS.british);
    await expect.poll(async () => (await savedSettings(request)).odds_types.selected).toBe('british');
  });

  test('a signed-in load takes the saved odds format over the one in local storage', async ({
    page,
    request,
  }) => {
    const email = await createConfirmedPlayer(request, 'profile-reload');
    await saveAsPlayer(request, email, { odds_type: 'percent' });

    await page.goto('/en/sports/football');
    await page.evaluate(() => localStorage.setItem('odds_type', 'american'));
    await signInByApi(page, email);
    await page.reload();
    await expectPrices(page, PATTERNS.percent);
    await expect(page.getByTestId('odds-format-switcher').first()).toHaveValue('percent');
    expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('percent');
    // The format picked before signing in is not pushed over the saved one.
    expect((await savedSettings(request)).odds_types.selected).toBe('percent');
  });
});
