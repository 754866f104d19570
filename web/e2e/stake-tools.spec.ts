// The slip's stake tools (issue "Betting I" leftovers) in Chromium against the real server: "Max"
// asks the bookmaker for the largest stake and the server takes a bet placed with it; "Win you
// want" works the stake out from the total odds; signed out, Max is disabled and says why.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { headerBalance, signInWithDialog, PASSWORD } from './account-helpers';
import {
  forgetSession,
  fundedPlayer,
  openTomorrow,
  pickPrematchPrices,
  placeAcceptingChanges,
} from './betting-helpers';

const SHOTS = '/tmp/shots-stake-tools';
mkdirSync(SHOTS, { recursive: true });

/** Minor units of a shown amount: `5,000.00` or `12.50` → cents. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The stake for a wanted win at the slip's total odds: the smallest whose win reaches it. */
async function expectedStake(slip: Locator, winCents: number): Promise<number> {
  const odds = (await slip.getByTestId('total-odds').innerText()).replace(',', '.');
  const oddsMilli = Math.round(Number(odds) * 1000);
  return Math.ceil((winCents * 1000) / oddsMilli);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('Max fills the largest stake, the server takes it; a wanted win sets the stake', async ({ page }) => {
    test.setTimeout(60_000);
    // The demo provider's largest deposit; the e2e site's largest stake (800 EUR) lies below it.
    const email = await fundedPlayer(page, 'max-stake', '1000.00');
    await forgetSession(page);
    await page.goto('/en/sports');
    await signInWithDialog(page, email, PASSWORD);
    await expect(headerBalance(page)).toContainText('1,000.00 EUR');

    await openTomorrow(page, 'en');
    await pickPrematchPrices(page, 1);
    const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
    const slip = panel.getByTestId('bet-slip');
    const stake = slip.getByLabel(/^Stake \(EUR\)$/);
    await slip.getByRole('button', { name: 'Max: Stake' }).click();
    await expect(stake).toHaveValue(/^\d+\.\d{2}$/);
    const max = cents(await stake.inputValue());
    expect(max).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/slip-max-1440-en.png` });

    const receipt = await placeAcceptingChanges(panel);
    await expect(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(headerBalance(page)).not.toContainText('1,000.00 EUR');
    await expect.poll(async () => cents(await headerBalance(page).innerText())).toBe(100_000 - max);

    // The same selection again, staked by the win the player wants.
    await panel.getByRole('button', { name: 'Keep selections' }).click();
    await slip.getByLabel('Win you want (EUR)').fill('30');
    await expect
      .poll(async () => cents(await stake.inputValue()) === (await expectedStake(slip, 3000)))
      .toBe(true);
    expect(cents(await slip.getByTestId('potential-win').innerText())).toBeGreaterThanOrEqual(3000);
    await page.screenshot({ path: `${SHOTS}/slip-win-1440-en.png` });
    const second = await placeAcceptingChanges(panel);
    await expect(second.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed out, Max says why it is off while a wanted win still sets the stake', async ({ page }) => {
    await openTomorrow(page, 'sr');
    await page
      .locator(
        'main li[data-match-id] button[aria-pressed]:not([data-suspended]):not([data-favourite]):visible',
      )
      .first()
      .click();
    await page
      .getByTestId('tab-bar')
      .getByRole('button', { name: /^Tiket/ })
      .click();
    const slip = page.getByRole('dialog', { name: 'Tiket i moji tiketi' }).getByTestId('bet-slip');
    await expect(slip.getByRole('button', { name: 'Maks: Ulog' })).toBeDisabled();
    await expect(slip.getByText('Prijavite se da biste koristili maksimalni ulog.')).toBeVisible();
    await slip.getByLabel('Željeni dobitak (EUR)').fill('20');
    const stake = slip.getByLabel(/^Ulog \(EUR\)$/);
    await expect
      .poll(async () => cents(await stake.inputValue()) === (await expectedStake(slip, 2000)))
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/slip-390-sr.png` });
  });
});
