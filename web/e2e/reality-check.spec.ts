// The sportsbook session on screen (docs/decisions/038-sessions-and-reality-checks.md): a reality
// check of one minute (the page's clock is Playwright's) appears in every open tab and closes in
// all when answered in one; a session limit ends the session with its dialog, in Serbian.
// Screenshots in /tmp/shots-reality-check/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayer } from './betting-helpers';
import { seriousViolations } from './support/axe';

const APP_HEADER = { 'X-Sportsbook-App': 'web' };
const SHOTS = '/tmp/shots-reality-check';
mkdirSync(SHOTS, { recursive: true });

async function setLimit(page: Page, data: object): Promise<void> {
  const set = await page.request.post('/api/platform/user_limits', { headers: APP_HEADER, data });
  expect(set.ok()).toBe(true);
}

/** Opens `path` and lets the page's idle work run until its sportsbook session has started. */
async function openWithSession(page: Page, path: string, runClock = true): Promise<void> {
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/platform/sportsbook_sessions') && r.request().method() === 'POST',
  );
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (runClock) await page.clock.runFor(3_500); // the idle fallback: the account UI loads
  expect((await started).ok()).toBe(true);
}

test('a reality check of one minute appears in every open tab and closes in all', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Real time: timers of a tab in the background run as they do for a player.
  await fundedPlayer(page, 'reality-tabs');
  await setLimit(page, { type: 'reality_check', amount: 1 });
  const other = await context.newPage();
  await openWithSession(other, '/en/sports/live', false);
  await openWithSession(page, '/en/sports', false);
  const here = page.getByRole('dialog', { name: 'Reality check' });
  const there = other.getByRole('dialog', { name: 'Reality check' });
  await expect(here).toBeVisible({ timeout: 75_000 });
  await expect(there).toBeVisible();
  await other.bringToFront();
  await there.getByRole('button', { name: 'Continue playing' }).click();
  await expect(there).toBeHidden();
  await expect(here).toBeHidden();
});

test('the reality check shows the session and waits for an answer; My limits opens the limits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.clock.install();
  await fundedPlayer(page, 'reality');
  await setLimit(page, { type: 'reality_check', amount: 1 });
  await openWithSession(page, '/en/sports');
  await page.clock.fastForward(61_000);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toContainText('You have been playing for 1 minute.');
  await expect(dialog.getByText('Net result')).toBeVisible();
  await expect(dialog.getByText('0.00 EUR').first()).toBeVisible();
  // It waits for an answer: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/reality-check-1440-en.png` });
  await dialog.getByRole('button', { name: 'My limits' }).click();
  await expect(page).toHaveURL(/\/en\/sports\/profile\/limits$/);
  await expect(dialog).toBeHidden();
  // The next one is a whole minute after the answer.
  await page.clock.fastForward(61_000);
  await expect(dialog).toBeVisible();
});

test('a session limit ends the session with its dialog, in Serbian on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await fundedPlayer(page, 'session-limit');
  await setLimit(page, { type: 'sportsbook_session', amount: 1 });
  await openWithSession(page, '/sports');
  // The server's minute is a real one, while the page's clock stands still; then the next poll
  // (every 30 s of the page's clock) hears of it.
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.waitForTimeout(61_000);
  const ended = page.waitForResponse((r) => r.url().endsWith('/sportsbook_sessions/info'));
  await page.clock.runFor(30_000);
  expect((await ended).status()).toBe(401);
  await page.clock.resume(); // axe waits on timers of its own
  const dialog = page.getByRole('dialog', { name: 'Dostignuto ograničenje sesije' });
  await expect(dialog).toContainText('Dostigli ste ograničenje sesije od 1 minut, pa ste odjavljeni.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/session-limit-390-sr.png` });
  await dialog.getByRole('button', { name: 'U redu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Prijava' })).toBeVisible();
});

test('an activity limit counts the active minutes and signs the player out with its dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.clock.install();
  await fundedPlayer(page, 'activity');
  await setLimit(page, { type: 'activity', period: 'day', amount: 1 });
  const limitsLoaded = page.waitForResponse((r) => r.url().endsWith('/api/platform/user_limits'));
  await openWithSession(page, '/en/sports');
  expect((await limitsLoaded).ok()).toBe(true);
  await page.keyboard.press('Shift'); // the player is active
  const tracked = page.waitForResponse((r) => r.url().endsWith('/api/platform/player/activity_limit_track'));
  await page.clock.runFor(60_000);
  expect((await tracked).status()).toBe(401);
  const dialog = page.getByRole('dialog', { name: 'Activity limit reached' });
  await expect(dialog).toContainText('You have used the activity limit you set for this period');
  await expect(dialog).toContainText('You can play again from');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
