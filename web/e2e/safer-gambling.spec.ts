// The safer-gambling dashboard (docs/decisions/039-safer-gambling-dashboard.md) in Chromium
// against the real server: a new player with a daily loss limit stakes 5.00 EUR on a prematch
// single, opens the dashboard from the profile menu and sees today's net result of −5.00 EUR, the
// chart's figures per day, week and month and the loss limit's usage bar; an operator ends the
// match on a score the pick wins with, and after a reload the net result is what the bet paid
// less the stake. The one-click time-out signs the player out. axe checks the page, in Serbian,
// with a reality check answered, at phone and desktop widths. Screenshots in /tmp/shots-dashboard/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headerBalance } from './account-helpers';
import {
  APP_HEADER,
  fundedPlayer,
  openFootballDay,
  pickPrematchPrices,
  placeReturningBet,
  winningScore,
  type PlacedBet,
} from './betting-helpers';
import { seriousViolations } from './support/axe';
import { operator } from './support/operator';

const SHOTS = '/tmp/shots-dashboard';
mkdirSync(SHOTS, { recursive: true });

async function post(page: Page, path: string, data: object): Promise<void> {
  const response = await page.request.post(path, { headers: APP_HEADER, data });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A prematch football single of `stake` EUR through the slip, on the first day after today with
 * football, on its row `row` (the settlement and notification journeys end the first rows' matches),
 * or on the day's last open row when the journeys have left it fewer.
 */
async function placeSingle(page: Page, stake: string, row: number): Promise<PlacedBet> {
  const open = await openFootballDay(page, row + 1);
  await pickPrematchPrices(page, 1, false, Math.min(row, open - 1));
  const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
  await panel
    .getByTestId('bet-slip')
    .getByLabel(/^Stake \(EUR\)$/)
    .fill(stake);
  return placeReturningBet(page, panel);
}

/** What the server paid for `bet` once it has settled it. */
async function settledPayout(page: Page, bet: PlacedBet): Promise<number> {
  let payout: number | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/sb/bets?status=settled&limit=10');
      const bets = ((await response.json()) as { data: { id: number; win_amount: number }[] }).data;
      payout = bets.find((settled) => settled.id === bet.id)?.win_amount;
      return payout;
    })
    .toBeGreaterThan(0);
  return payout ?? 0;
}

/** Minor units as the English pages write them, signed: "+12.50 EUR", "−5.00 EUR". */
function signedEuros(minor: number): string {
  const text = (Math.abs(minor) / 100).toLocaleString('en', { minimumFractionDigits: 2 });
  return `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${text}\u00a0EUR`;
}

test('the dashboard shows the day’s net result before and after settlement; a time-out signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await fundedPlayer(page, 'dashboard', '20.00');
  await post(page, '/api/platform/user_limits', { type: 'loss', period: 'day', amount: '10.00' });
  const bet = await placeSingle(page, '5', 5);
  await expect(headerBalance(page)).toContainText('15.00 EUR');

  // From the profile menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL(/\/en\/sports\/profile\/safer-gambling$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();

  // Today's net result, stated plainly, and the same figures in the chart's table.
  const net = main.getByRole('region', { name: 'Net result' });
  await expect(net.getByTestId('net-today')).toContainText(`Today: ${signedEuros(-500)}`);
  await expect(net.getByTestId('net-today')).toContainText('Staked 5.00 EUR, returned 0.00 EUR');
  const days = net.getByRole('table', { name: 'Net result per day' });
  await expect(days.getByRole('row')).toHaveCount(15);
  await expect(days.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '5.00 EUR',
    '0.00 EUR',
    signedEuros(-500),
  ]);
  await expect(net.getByTestId('net-chart').locator('[data-sign="loss"]')).toHaveCount(1);

  // Week and month: the current period holds the same stake.
  const periods = net.getByRole('tablist', { name: 'Period' });
  await periods.getByRole('tab', { name: 'Week' }).click();
  await expect(net.getByRole('tabpanel')).toContainText(`This week ${signedEuros(-500)}`);
  await expect(net.getByRole('table', { name: 'Net result per week' }).getByRole('row')).toHaveCount(9);
  await periods.getByRole('tab', { name: 'Week' }).press('ArrowRight');
  await expect(periods.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  await expect(net.getByRole('tabpanel')).toContainText(`This month ${signedEuros(-500)}`);
  await expect(net.getByRole('table', { name: 'Net result per month' }).getByRole('row')).toHaveCount(7);

  // The loss limit with its usage bar; time spent; no reality check answered yet.
  const limits = main.getByRole('region', { name: 'Your limits' });
  const loss = limits.getByRole('article', { name: 'Daily loss limit' });
  await expect(loss.getByRole('progressbar', { name: 'Net loss 5.00 EUR of 10.00 EUR' })).toHaveAttribute(
    'value',
    '500',
  );
  await expect(loss).toContainText('Left: 5.00 EUR');
  await expect(limits.getByRole('link', { name: 'Manage limits' })).toHaveAttribute(
    'href',
    '/en/sports/profile/limits',
  );
  const time = main.getByRole('region', { name: 'Time spent' });
  await expect(time.getByRole('definition')).toHaveCount(3);
  await expect(time).toContainText(/Today\d+ (min|h)/);
  await expect(main.getByRole('region', { name: 'Reality checks' })).toContainText(
    'You have not answered any reality checks yet.',
  );
  await page.screenshot({ path: `${SHOTS}/dashboard-1440-en.png`, fullPage: true });

  // The operator ends the match on a score the pick wins with: today is now the win less the stake.
  const [leg] = bet.selections;
  const ended = await operator(page, 'POST', `/api/admin/matches/${leg.match.id}/result`, winningScore(leg));
  expect(ended.status(), await ended.text()).toBe(200);
  const payout = await settledPayout(page, bet);
  await page.reload();
  await expect(net.getByTestId('net-today')).toContainText(`Today: ${signedEuros(payout - 500)}`);
  await expect(net.getByTestId('net-chart').locator('[data-sign="gain"]')).toHaveCount(1);

  // One click, the confirmation, and the player is signed out with the notice of until when.
  const timeOut = main.getByRole('region', { name: 'Take a break' });
  await timeOut.getByRole('button', { name: 'Take a 24-hour time-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your time-out' });
  await expect(dialog).toContainText('Time-out: 24 hours');
  await expect(dialog).toContainText('A time-out cannot be undone or shortened.');
  await page.screenshot({ path: `${SHOTS}/time-out-dialog-1440-en.png` });
  await dialog.getByRole('button', { name: 'Start the time-out and sign me out' }).click();
  const started = main.getByTestId('break-started');
  await expect(started.getByRole('heading', { name: 'Your break has started' })).toBeFocused();
  await expect(started).toContainText(/You are signed out\. Your time-out lasts until .+; you can sign in/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/platform/player')).status()).toBe(401);
  expect((await page.request.get('/api/platform/player/safer_gambling')).status()).toBe(401);
});

test('a signed-out visitor is asked to sign in; the footer leads to the dashboard', async ({ page }) => {
  await page.goto('/sports');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Odgovorno klađenje' }).click();
  await expect(page).toHaveURL(/\/sports\/profile\/safer-gambling$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Odgovorno klađenje' })).toBeVisible();
  await expect(main).toContainText('Prijavite se da biste videli pregled odgovornog klađenja.');
  await main.getByRole('button', { name: 'Prijava' }).click();
  await expect(page.getByRole('dialog', { name: 'Prijava' })).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`axe finds no serious violation on the dashboard and its time-out dialog (${width} px)`, async ({
    page: bettor,
    context,
  }) => {
    test.setTimeout(90_000);
    await bettor.setViewportSize({ width: 1440, height: 900 });
    await fundedPlayer(bettor, 'dashboard-axe');
    await post(bettor, '/api/platform/user_limits', { type: 'loss', period: 'week', amount: '30.00' });
    await post(bettor, '/api/platform/user_limits', { type: 'bet', amount: '10.00' });
    await post(bettor, '/api/platform/user_limits', { type: 'time', period: 'day', amount: '120' });
    // A reality check answered in a session of the player's.
    await post(bettor, '/api/platform/sportsbook_sessions', {});
    await post(bettor, '/api/platform/sportsbook_sessions/continue', { choice: 'continue' });
    // Not settled here, but the first journey may end this match: the stake is what stays put.
    await placeSingle(bettor, '2', 6);

    // In a tab of its own: the desktop tab keeps its ticket panel open (session storage).
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sports/profile/safer-gambling');
    const main = page.getByRole('main');
    await expect(main.getByTestId('net-today')).toContainText('Uloženo 2,00\u00a0EUR');
    await expect(
      main
        .getByRole('region', { name: 'Vaši limiti' })
        .getByRole('article', { name: 'Nedeljni limit gubitka' }),
    ).toBeVisible();
    const checks = main.getByRole('region', { name: 'Podsetnici na vreme igre' });
    await expect(checks.getByRole('row')).toHaveCount(2);
    await expect(checks.getByRole('row').nth(1)).toContainText('Nastavili ste igru');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}-sr.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Uzmi pauzu od 24 sata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdite pauzu' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/time-out-dialog-${width}-sr.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('button', { name: 'Uzmi pauzu od 24 sata' })).toBeFocused();
  });
}
