// The notification centre (decision 023, "Web") in Chromium against the real server: a new player
// signs in and deposits — the bell counts 1 without a reload — places a prematch single (2), and
// an operator ends its match on a winning score while the player looks at the Serbian home page
// (3, live). The open panel says in Serbian that the bet won and what it paid, has no serious axe
// violation, and reads what it shows; a later deposit is new on a phone, and "Označi sve kao
// pročitano" clears it and the badge, also after a reload.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createConfirmedPlayer, headerBalance, signInWithDialog, PASSWORD } from './account-helpers';
import {
  APP_HEADER,
  openFootballDay,
  pickPrematchPrices,
  placeReturningBet,
  winningScore,
} from './betting-helpers';
import { seriousViolations } from './support/axe';
import { operator } from './support/operator';

const SHOTS = '/tmp/shots-notif';
mkdirSync(SHOTS, { recursive: true });

/** The header's bell (its name carries the unread count). */
function bell(page: Page): Locator {
  return page.getByRole('banner').getByTestId('notification-bell');
}

async function deposit(page: Page, amount: string): Promise<void> {
  const answer = await page.request.post('/api/platform/payments/deposits', {
    headers: { ...APP_HEADER, 'Idempotency-Key': `notif-${Date.now()}-${Math.random()}` },
    data: { amount, currency: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** "12,50 EUR" as the Serbian interface writes minor units (a no-break space before the code). */
function serbianEuros(minor: number): RegExp {
  const [whole, cents] = (minor / 100).toFixed(2).split('.');
  return new RegExp(`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\\.')},${cents}\\sEUR`);
}

test('the bell counts notifications live; the panel reads them in Serbian', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const email = await createConfirmedPlayer(page.request, 'notif');
  await page.goto('/en/sports');
  await signInWithDialog(page, email, PASSWORD);
  await expect(headerBalance(page)).toContainText('0.00 EUR');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A deposit notifies, and the bell counts it without a reload.
  await deposit(page, '50.00');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(bell(page)).toContainText('1');

  // A prematch single, accepted at once: another one.
  await openFootballDay(page);
  await pickPrematchPrices(page, 1);
  const ticket = page.getByRole('region', { name: 'Bet slip and my bets' });
  await ticket
    .getByTestId('bet-slip')
    .getByLabel(/^Stake \(EUR\)$/)
    .fill('5');
  const bet = await placeReturningBet(page, ticket);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });

  // On the Serbian home page, the operator ends the match on a score the pick wins with.
  await page.goto('/sports');
  await expect(bell(page)).toHaveAccessibleName('Obaveštenja, 2 nepročitana');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const [leg] = bet.selections;
  const ended = await operator(page, 'POST', `/api/admin/matches/${leg.match.id}/result`, winningScore(leg));
  expect(ended.status(), await ended.text()).toBe(200);
  await expect(bell(page)).toHaveAccessibleName('Obaveštenja, 3 nepročitana', { timeout: 30_000 });
  await expect(bell(page)).toContainText('3');
  await page.getByRole('banner').screenshot({ path: `${SHOTS}/bell-1440-sr.png` });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // What it paid, as the server settled it.
  const settled = await page.request.get('/api/sb/bets?status=settled&limit=10');
  const payout = ((await settled.json()) as { data: { id: number; win_amount: number }[] }).data.find(
    (b) => b.id === bet.id,
  )?.win_amount;
  expect(payout, 'the bet is settled').toBeGreaterThan(0);

  // The panel opens with the focus in it: newest first, each new one marked in words.
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Obaveštenja' });
  await expect(panel).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(3);
  const won = items.nth(0).getByRole('link');
  await expect(won).toHaveText(
    new RegExp(`^Tiket ${bet.ref} je dobitan: isplata ${serbianEuros(payout ?? 0).source}$`),
  );
  await expect(won).toHaveAttribute('href', '/sports/bets-history');
  await expect(items.nth(1)).toContainText(
    new RegExp(`Tiket ${bet.ref} je prihvaćen: ulog ${serbianEuros(500).source}`),
  );
  await expect(items.nth(2)).toContainText(/Uplata 50,00\sEUR je uspela/);
  await expect(panel.getByText('Novo', { exact: true })).toHaveCount(3);
  // Opening read what it shows: the badge is gone, the marks stay while the panel is open.
  await expect(bell(page)).toHaveAccessibleName('Obaveštenja');
  await expect(bell(page)).toHaveText('');
  expect(
    await seriousViolations(page, [
      '[data-testid="notification-panel"]',
      '[data-testid="notification-bell"]',
    ]),
  ).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/panel-1440-sr.png` });

  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');

  // On a phone (a tab of its own: this one's slip would open as a sheet over the page), a later
  // deposit is counted live, then new in the panel among the read ones.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/sports');
  await expect(bell(phone)).toHaveAccessibleName('Obaveštenja');
  await deposit(phone, '20.00');
  const phonePanel = phone.getByRole('dialog', { name: 'Obaveštenja' });
  const phoneItems = phonePanel.getByRole('listitem');
  await expect(bell(phone)).toHaveAccessibleName('Obaveštenja, 1 nepročitano', { timeout: 15_000 });
  await phone.getByRole('banner').screenshot({ path: `${SHOTS}/bell-390-sr.png` });
  await bell(phone).click();
  await expect(phoneItems).toHaveCount(4);
  await expect(phoneItems.nth(0)).toContainText(/Uplata 20,00\sEUR je uspela/);
  await expect(phonePanel.getByText('Novo', { exact: true })).toHaveCount(1);
  // The bell fits beside the account area: nothing wider than the phone.
  const box = await bell(phone).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(
    await seriousViolations(phone, [
      '[data-testid="notification-panel"]',
      '[data-testid="notification-bell"]',
    ]),
  ).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/panel-390-sr.png` });

  // "Mark all as read": no mark left, no badge, also after a reload.
  await phonePanel.getByRole('button', { name: 'Označi sve kao pročitano' }).click();
  await expect(phonePanel.getByText('Novo', { exact: true })).toHaveCount(0);
  await expect(phonePanel.getByRole('button', { name: 'Označi sve kao pročitano' })).toBeDisabled();
  await expect(bell(phone)).toHaveAccessibleName('Obaveštenja');
  await phone.reload();
  await expect(bell(phone)).toHaveAccessibleName('Obaveštenja');
  await expect(bell(phone)).toHaveText('');
  await bell(phone).click();
  await expect(phoneItems).toHaveCount(4);
  await expect(phonePanel.getByText('Novo', { exact: true })).toHaveCount(0);
});
