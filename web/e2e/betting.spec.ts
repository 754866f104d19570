// Betting journeys (issue "Betting I", the web half) in Chromium against the real server: a new
// player deposits, builds a treble from three prematch matches, places it, finds it in My Bets
// with the balance reduced, switches to a 2/3 system; places a live single and watches the live
// delay end in acceptance; and the treble again on a phone, where the slip is a bottom sheet.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { headerBalance, signInWithDialog, PASSWORD } from './account-helpers';
import {
  APP_HEADER,
  forgetSession,
  fundedPlayer,
  openTomorrow,
  pickPrematchPrices,
  placeAcceptingChanges,
} from './betting-helpers';

const SHOTS = '/tmp/shots-mybets';
mkdirSync(SHOTS, { recursive: true });

/**
 * Three picks on the slip: the provider allows several singles at once, so they show as singles
 * beside the treble and the 2/3 system, each with its stake (docs/product.md#slip-selections).
 */
const TREBLE_STAKE = 'Stake on Treble (EUR)';

/** Stakes the slip's bet under `label` and places it; the receipt then takes the slip's place in `panel`. */
async function stakeAndPlace(panel: Locator, amount: string, label: string | RegExp): Promise<Locator> {
  await panel.getByTestId('bet-slip').getByLabel(label).fill(amount);
  return placeAcceptingChanges(panel);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a new player places a treble, finds it in My Bets and switches to a 2/3 system', async ({ page }) => {
    // Sign-in, two placements, My Bets and the history in two languages: room for a loaded machine.
    test.setTimeout(90_000);
    const email = await fundedPlayer(page, 'treble');
    await forgetSession(page);
    await page.goto('/en/sports');
    await signInWithDialog(page, email, PASSWORD);
    await expect(headerBalance(page)).toContainText('50.00 EUR');

    await openTomorrow(page, 'en');
    await pickPrematchPrices(page, 3);
    const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
    const slip = panel.getByTestId('bet-slip');
    await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(3);

    const receipt = await stakeAndPlace(panel, '10', TREBLE_STAKE);
    await expect(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(receipt).toContainText(/Ref\. SB\d{8}/);
    await expect(headerBalance(page)).toContainText('40.00 EUR');

    await panel.getByRole('tab', { name: 'My bets' }).click();
    const treble = panel.getByRole('article', { name: 'Treble' });
    await expect(treble).toBeVisible();
    await expect(treble).toContainText('10.00 EUR');
    await expect(treble).toContainText(/Ref\. SB\d{8}/);
    await expect(treble.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/my-bets-1440-en.png` });

    // The same selections as a 2/3 system: three doubles, the payout table for 2 and 3 winners.
    await panel.getByRole('tab', { name: 'Bet slip' }).click();
    await panel.getByRole('button', { name: 'Keep selections' }).click();
    // The kept slip still stakes the treble: this time only the 2/3 system, 3.00 on each line.
    await slip.getByLabel(TREBLE_STAKE).fill('0');
    await slip.getByLabel('Stake per line on 2/3 (EUR)').fill('3');
    await expect(slip.getByTestId('total-stake')).toHaveText('9.00 EUR');
    const payouts = slip.getByRole('table', { name: 'Payouts' });
    await expect(payouts.getByRole('rowheader', { name: 'If 2 win' })).toBeVisible();
    await expect(payouts.getByRole('rowheader', { name: 'If 3 win' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/slip-1440-en.png` });
    await placeAcceptingChanges(panel);
    await expect(headerBalance(page)).toContainText('31.00 EUR');

    // The history page, from the profile menu, with its filters.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Bets history' }).click();
    await expect(page).toHaveURL(/\/en\/sports\/bets-history$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Bets history' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(main.getByRole('article', { name: '2/3' })).toContainText('3 × 3.00 EUR');
    await main.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Settled' }).click();
    await expect(page).toHaveURL(/status=settled/);
    await expect(main.getByText('No bets match these filters.')).toBeVisible();
    await main.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Open' }).click();
    await expect(main.getByRole('article')).toHaveCount(2);

    // The same screens in Serbian.
    await page.goto('/sports/bets-history');
    await expect(main.getByRole('heading', { level: 1, name: 'Istorija tiketa' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(2);
    const srPanel = page.getByRole('region', { name: 'Tiket i moji tiketi' });
    await srPanel.getByRole('tab', { name: 'Moji tiketi' }).click();
    await expect(srPanel.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-bets-1440-sr.png` });
    // The slip saved in local storage comes back (as selections, without the receipt).
    await srPanel.getByRole('tab', { name: 'Tiket', exact: true }).click();
    await expect(srPanel.getByTestId('bet-slip')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/slip-1440-sr.png` });
  });

  test('a live single waits out the live delay and is accepted', async ({ page }) => {
    test.setTimeout(60_000);
    await fundedPlayer(page, 'live-single', '20.00');
    // Live prices move every second: take any change rather than ask.
    const settings = await page.request.post('/api/sb/settings', {
      headers: APP_HEADER,
      data: { auto_accept_odds_change: 'any' },
    });
    expect(settings.ok()).toBe(true);
    await page.goto('/en/sports/live');
    await expect(headerBalance(page)).toContainText('20.00 EUR');
    await expect(page.locator('[data-live-status="connected"]')).toBeAttached();

    const row = page.locator('main li[data-match-id]').first();
    await row.locator('a').first().click();
    const price = page.locator('[data-market-id] button[aria-pressed]:not([data-suspended])').first();
    await price.click();
    const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
    const slip = panel.getByTestId('bet-slip');
    await expect(slip.getByText('Live', { exact: true })).toBeVisible();
    await expect(slip.getByLabel('When odds change')).toHaveValue('any');

    const receipt = await stakeAndPlace(panel, '2', /^Stake \(EUR\)$/);
    await expect(receipt.getByRole('heading', { name: 'Live bet submitted' })).toBeVisible();
    await expect(receipt.getByTestId('live-countdown')).toContainText(/Waiting for acceptance: \d+ s/);
    await expect(receipt.getByRole('heading', { name: 'Bet accepted' })).toBeVisible({ timeout: 20_000 });
    await expect(receipt.getByTestId('live-countdown')).toHaveCount(0);
    await expect(receipt).toContainText('Status: Accepted');
    await expect(headerBalance(page)).toContainText('18.00 EUR');

    await panel.getByRole('tab', { name: 'My bets' }).click();
    const single = panel.getByRole('article', { name: 'Single' });
    await expect(single).toContainText('Open');
    await expect(single).toContainText('Live');
  });
});

test('the slip follows its live match: prices move on it away from the match page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Basketball in a quarter: its prices move with almost every basket (at half-time or between
  // sets prices stand still for a while, and football's winner market can sit on one price step).
  await page.goto('/en/sports/live?sport=basketball');
  await expect(page.locator('[data-live-status="connected"]')).toBeAttached();
  await page
    .locator('main li[data-match-id]:has([data-stage="period"])')
    .first()
    .locator('a')
    .first()
    .click();
  await page.locator('[data-market-id] button[aria-pressed]:not([data-suspended])').first().click();
  const selection = page.getByTestId('bet-slip').locator('li[data-selection-key]');
  await expect(selection).toHaveCount(1);
  const first = await selection.innerText();
  // Leave the match page (client-side, the slip stays): only the slip follows the match now.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en\/sports$/);
  await expect
    .poll(
      async () => (await selection.innerText()) !== first || (await selection.getAttribute('data-mark')),
      // A loaded machine (the suite's other servers) can slow the feed's ticks.
      { timeout: 60_000 },
    )
    .toBeTruthy();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the treble on a phone: the slip and My Bets are a bottom sheet', async ({ page }) => {
    const email = await fundedPlayer(page, 'phone-treble');
    await forgetSession(page);
    await page.goto('/en/sports');
    await signInWithDialog(page, email, PASSWORD);
    await expect(headerBalance(page)).toContainText('50.00 EUR');

    await openTomorrow(page, 'en');
    await pickPrematchPrices(page, 3, true);
    const tabBar = page.getByTestId('tab-bar');
    await tabBar.getByRole('button', { name: /^Bet slip/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip and my bets' });
    const slip = sheet.getByTestId('bet-slip');
    await slip.getByLabel(TREBLE_STAKE).fill('10');
    await page.screenshot({ path: `${SHOTS}/slip-390-en.png` });
    await placeAcceptingChanges(sheet);

    await sheet.getByRole('tab', { name: 'My bets' }).click();
    await expect(sheet.getByRole('article', { name: 'Treble' })).toContainText('10.00 EUR');
    await page.screenshot({ path: `${SHOTS}/my-bets-390-en.png` });
    await page.keyboard.press('Escape');
    await expect(headerBalance(page)).toContainText('40.00 EUR');

    // The history page fits the phone: its filters wrap, its articles take the width.
    await page.goto('/en/sports/bets-history?status=open');
    await expect(page.getByRole('main').getByRole('article', { name: 'Treble' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/history-390-en.png` });

    // Serbian, from the tab bar's My bets button; then the kept slip.
    await page.goto('/sports');
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Moji tiketi' }).click();
    const srSheet = page.getByRole('dialog', { name: 'Tiket i moji tiketi' });
    await expect(srSheet.getByRole('article', { name: 'Tripl' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-bets-390-sr.png` });
    await srSheet.getByRole('tab', { name: 'Tiket', exact: true }).click();
    await expect(srSheet.getByTestId('bet-slip')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/slip-390-sr.png` });
  });
});
