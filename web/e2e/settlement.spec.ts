// Settlement journeys (issue "Betting II") in Chromium against the real server: a new player
// places a treble and a 2/3 system on three matches; operators end two matches on a score (the
// feed then settles every market from it) and cancel the third; the player watches both bets
// settle live in My Bets — the cancelled match's leg void, the payouts recalculated — and the
// balance rise by exactly the payouts.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { headerBalance, signInWithDialog, PASSWORD } from './account-helpers';
import {
  forgetSession,
  fundedPlayer,
  openFootballDay,
  pickPrematchPrices,
  placeReturningBet,
  winningScore,
  type PlacedBet,
} from './betting-helpers';
import { operator } from './support/operator';

const SHOTS = '/tmp/shots-settlement';
mkdirSync(SHOTS, { recursive: true });

/** An amount as the English pages write it: grouped thousands, two decimals (1,207.50). */
function euros(minor: number): string {
  return (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a treble and a 2/3 system settle live, a cancelled match voids its leg', async ({ page }) => {
    test.setTimeout(90_000);
    const email = await fundedPlayer(page, 'settle', '50.00');
    await forgetSession(page);
    await page.goto('/en/sports');
    await signInWithDialog(page, email, PASSWORD);
    // Signed in before leaving the page: navigating away would abort the sign-in request.
    await expect(headerBalance(page)).toContainText('50.00 EUR');
    await openFootballDay(page, 3);
    await pickPrematchPrices(page, 3);
    const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
    const slip = panel.getByTestId('bet-slip');
    await slip.getByLabel('Stake on Treble (EUR)').fill('10');
    const placedTreble = await placeReturningBet(page, panel);
    await panel.getByRole('button', { name: 'Keep selections' }).click();
    // The kept slip still stakes the treble: this time only the 2/3 system, 3.00 on each line.
    await slip.getByLabel('Stake on Treble (EUR)').fill('0');
    await slip.getByLabel('Stake per line on 2/3 (EUR)').fill('3');
    const placedSystem = await placeReturningBet(page, panel);
    await expect(headerBalance(page)).toContainText('31.00 EUR');

    await panel.getByRole('tab', { name: 'My bets' }).click();
    const trebleCard = panel.getByRole('article', { name: 'Treble' });
    const systemCard = panel.getByRole('article', { name: '2/3' });
    await expect(trebleCard).toBeVisible();
    await expect(systemCard).toBeVisible();

    // Operators end the first two matches on scores that make the picks win, and cancel the third.
    const [first, second, third] = placedTreble.selections;
    for (const leg of [first, second]) {
      const ended = await operator(
        page,
        'POST',
        `/api/admin/matches/${leg.match.id}/result`,
        winningScore(leg),
      );
      expect(ended.status(), await ended.text()).toBe(200);
    }
    const cancelled = await operator(page, 'POST', '/api/admin/cancellations', {
      match_id: third.match.id,
      reason: 'abandoned',
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // Both bets settle live: won, the third leg void (1.00), the payouts by the formula.
    await expect(trebleCard).toHaveAttribute('data-bet-state', 'won');
    await expect(systemCard).toHaveAttribute('data-bet-state', 'won');
    await expect(trebleCard.locator('li[data-result="void"]')).toHaveCount(1);
    await expect(trebleCard.locator('li[data-result="won"]')).toHaveCount(2);
    const thousandths = (bet: PlacedBet, leg: number) => Math.round(bet.selections[leg].odds * 1000);
    const [a, b] = [thousandths(placedTreble, 0), thousandths(placedTreble, 1)];
    const treblePayout = Math.floor((1000 * a * b) / 1_000_000);
    // 2/3 at 3.00 a line: (A×B) + (A×1.00) + (B×1.00), rounded down once.
    const [c, d] = [thousandths(placedSystem, 0), thousandths(placedSystem, 1)];
    const systemPayout = Math.floor((300 * (c * d + c * 1000 + d * 1000)) / 1_000_000);
    await expect(trebleCard.getByTestId('bet-outcome')).toContainText(`Won ${euros(treblePayout)} EUR`);
    await expect(systemCard.getByTestId('bet-outcome')).toContainText(`Won ${euros(systemPayout)} EUR`);
    await expect(headerBalance(page)).toContainText(`${euros(3100 + treblePayout + systemPayout)} EUR`);
    // The cancelled match is no longer offered.
    const cancelledRow = page.locator(`main li[data-match-id="${third.match.id}"]`);
    await expect(
      cancelledRow.locator('button[aria-pressed]:not([data-suspended]):not([data-favourite])'),
    ).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/settled-1440-en.png` });

    // Under "Open" they are gone; under "Settled" both are listed with the settlement time.
    await page.goto('/en/sports/bets-history?status=open');
    const main = page.getByRole('main');
    await expect(main.getByText('No bets match these filters.')).toBeVisible();
    await main.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Settled' }).click();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(main.getByRole('article', { name: 'Treble' })).toContainText('Settled');
    await page.screenshot({ path: `${SHOTS}/history-settled-1440-en.png` });
  });
});
