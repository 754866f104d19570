// Helpers of the betting journeys: a funded player, prematch picks from tomorrow's schedule,
// placing the slip as a player would (accepting moved prices) and a score its pick wins with.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { createConfirmedPlayer, PASSWORD } from './account-helpers';

export const APP_HEADER = { 'X-Sportsbook-App': 'web' };
/** A confirmed player with `amount` EUR deposited (the platform's deposit, exactly once). */
export async function fundedPlayer(page: Page, tag: string, amount = '50.00'): Promise<string> {
  const email = await createConfirmedPlayer(page.request, tag);
  const signedIn = await page.request.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const deposit = await page.request.post('/api/platform/payments/deposits', {
    headers: { ...APP_HEADER, 'Idempotency-Key': `${tag}-${Date.now()}` },
    data: { amount, currency: 'EUR' },
  });
  expect(deposit.status()).toBe(201);
  return email;
}

/** Drops the session `fundedPlayer` left in the browser (the cookie consent and the device id stay). */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'sb_session' });
}

/**
 * The first open price of each of `count` rows of tomorrow's schedule (prematch), after the first
 * `skip` rows: journeys that end their matches keep off each other's.
 */
export async function pickPrematchPrices(
  page: Page,
  count: number,
  isPhone = false,
  skip = 0,
): Promise<void> {
  const rows = openPriceRows(page);
  await expect(rows.nth(skip + count - 1)).toBeVisible();
  for (let index = 0; index < count; index += 1) {
    const price = rows
      .nth(skip + index)
      .locator('button[aria-pressed]:not([data-suspended]):not([data-favourite]):visible')
      .first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    // On a phone the slip stays a closed sheet while the player picks; the tab bar counts.
    if (isPhone) {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('tab-bar').getByRole('button', { name: /^Bet slip/ })).toContainText(
        String(index + 1),
      );
    }
  }
}

export async function openTomorrow(page: Page, locale: 'en' | 'sr'): Promise<void> {
  await page.goto(locale === 'en' ? '/en/sports/schedule' : '/sports/schedule');
  const day = locale === 'en' ? 'Day' : 'Dan';
  const tomorrow = locale === 'en' ? 'Tomorrow' : 'Sutra';
  await page.getByRole('navigation', { name: day }).getByRole('link', { name: tomorrow }).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
}

/**
 * The rows of the list on screen with a price open to bets (visible: a narrow list hides the
 * handicap and total columns).
 */
export function openPriceRows(page: Page): Locator {
  return page.locator('main li[data-match-id]').filter({
    has: page.locator('button[aria-pressed]:not([data-suspended]):not([data-favourite]):visible'),
  });
}

/**
 * Football only (the first price of each row is then its 1X2 market), on the first day after
 * today with at least `count` rows open to bets: the programme has days without football, and
 * journeys that end matches take theirs off the list. When no day has that many, the day with
 * the most is opened. Answers how many rows that day has open.
 */
export async function openFootballDay(page: Page, count = 1): Promise<number> {
  await openTomorrow(page, 'en');
  const days = await page
    .getByRole('navigation', { name: 'Day' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  let best = { day: '', open: -1 };
  for (const day of days.slice(1)) {
    const open = await openFootballList(page, day);
    if (open >= count) return open;
    if (open > best.open) best = { day, open };
  }
  return openFootballList(page, best.day);
}

/** Opens the football list of one day of the schedule; answers how many rows are open to bets. */
async function openFootballList(page: Page, day: string): Promise<number> {
  await page.goto(`${day}${day.includes('?') ? '&' : '?'}sport=football`);
  const rows = page.locator('main li[data-match-id]');
  await expect(rows.first().or(page.getByText('There are no events here right now.'))).toBeVisible();
  return openPriceRows(page).count();
}

/**
 * Places the slip as a player would: prematch prices move now and then, so when the slip says
 * the odds changed before the bet is taken, the player accepts the new odds and places again.
 */
export async function placeAcceptingChanges(panel: Locator): Promise<Locator> {
  const slip = panel.getByTestId('bet-slip');
  const receipt = panel.getByTestId('bet-receipt');
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  await slip.getByTestId('place-bet').click();
  await expect(receipt.or(accept)).toBeVisible();
  if (await accept.isVisible()) {
    await accept.click();
    await slip.getByTestId('place-bet').click();
  }
  await expect(receipt).toBeVisible();
  return receipt;
}

export type PlacedSelection = {
  match: { id: number };
  market: { id: number };
  outcome: { id: number };
  odds: number;
};
export type PlacedBet = { id: number; ref: string; selections: PlacedSelection[] };

/** Places the slip as `placeAcceptingChanges` does, returning the bet the server stored (from its answer). */
export async function placeReturningBet(page: Page, panel: Locator): Promise<PlacedBet> {
  const answers: PlacedBet[] = [];
  const listen = (response: Response) => {
    if (
      response.url().endsWith('/api/sb/bets') &&
      response.request().method() === 'POST' &&
      response.status() === 201
    ) {
      void response.json().then((body: { data: PlacedBet[] }) => answers.push(...body.data));
    }
  };
  page.on('response', listen);
  await placeAcceptingChanges(panel);
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  page.off('response', listen);
  return answers[answers.length - 1];
}

/** A final score under which the picked 1X2 outcome wins. */
export function winningScore(selection: PlacedSelection): { home: number; away: number } {
  expect(selection.market.id, 'the first price of a football row is its 1X2 market').toBe(1);
  return [
    { home: 2, away: 0 },
    { home: 1, away: 1 },
    { home: 0, away: 2 },
  ][selection.outcome.id - 1];
}
