// Site settings on servers of their own: the user-group checker and feature flags (decision 031)
// — visitors who are not signed in, and players outside the required status group, go to the
// casino's front page with the way back; a player of the group stays, and sees no quick deposit
// and gets no fossil deltas where the flags turn them off — and the deposit reminder (decision
// 032): a player of its group with an empty wallet is reminded once a day — and the terms
// checker (decision 034): a player asked to accept the terms in force can only accept or leave —
// and the preview alert (decision 035).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedPlayer, PASSWORD } from './account-helpers';
import { seriousViolations } from './support/axe';
import { ownPort, startOwnServer, type OwnServer } from './support/own-server';

const APP_HEADER = { 'X-Sportsbook-App': 'web' };
const SHOTS = '/tmp/shots-site-settings';
mkdirSync(SHOTS, { recursive: true });
/** The platform's front end: answered here, it is not part of the product under test. */
const CASINO = `http://casino.localhost:${ownPort(5)}`;

test.describe.configure({ mode: 'serial' });

let bronzeOnly: OwnServer | undefined;
let silverOnly: OwnServer | undefined;
let withTerms: OwnServer | undefined;

test.beforeAll(async () => {
  const site = (group: number) => ({
    user_group_checker: { required_group: group },
    platform: { casino_origin: CASINO },
    features: { quick_deposit: false, delta_compression: false },
    deposit_reminder: { player_group_id: 1, remind_after_seconds: 1 },
  });
  // A new player has no comp points: the Bronze group (id 1), never Silver (id 2).
  [bronzeOnly, silverOnly, withTerms] = await Promise.all([
    startOwnServer(ownPort(5), site(1)),
    startOwnServer(ownPort(6), site(2)),
    startOwnServer(ownPort(7), {
      terms_version: '2026-11',
      preview: true,
      platform: { casino_origin: CASINO },
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([bronzeOnly?.stop(), silverOnly?.stop(), withTerms?.stop()]);
});

test.beforeEach(async ({ page }) => {
  await page.route(`${CASINO}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Casino</title><h1>Casino</h1>' }),
  );
});

/** A new confirmed player of `server`, signed in in the page's browser context. */
async function signedInPlayer(page: Page, server: OwnServer): Promise<void> {
  const email = await createConfirmedPlayer(server.api, 'group');
  const signedIn = await page.request.post(`${server.origin}/api/platform/users/sign_in`, {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
}

function casinoWithWayBack(back: string): RegExp {
  return new RegExp(`^${CASINO}/en/\\?back_url=${encodeURIComponent(back).replace(/[.?]/g, '\\$&')}$`);
}

test('a visitor who is not signed in goes to the casino, with the way back', async ({ page }) => {
  const server = bronzeOnly as OwnServer;
  await page.goto(`${server.origin}/en/sports/live`);
  await expect(page).toHaveURL(casinoWithWayBack(`${server.origin}/en/sports/live`));
  await expect(page.getByRole('heading', { name: 'Casino' })).toBeVisible();
});

test('a player of the required group stays, with no quick deposit and no deltas where the flags say so', async ({
  page,
}) => {
  const server = bronzeOnly as OwnServer;
  await signedInPlayer(page, server);
  const subscriptions: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"subscribe"')) subscriptions.push(payload);
    }),
  );
  const groups = page.waitForResponse((r) => r.url().endsWith('/api/platform/player/status_groups'));
  await page.goto(`${server.origin}/en/sports`);
  expect((await groups).ok()).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Live' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${server.origin}/en/sports/live`);
  expect(subscriptions.length).toBeGreaterThan(0);
  expect(subscriptions.filter((frame) => frame.includes('"delta"'))).toEqual([]);

  await page.goto(`${server.origin}/en/sports/profile/wallet/deposit`);
  await expect(page.getByRole('region', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick deposit' })).toHaveCount(0);
});

test('a player outside the required group goes to the casino', async ({ page }) => {
  const server = silverOnly as OwnServer;
  await signedInPlayer(page, server);
  await page.goto(`${server.origin}/en/sports`);
  await expect(page).toHaveURL(casinoWithWayBack(`${server.origin}/en/sports`));
});

test('a player of the group with an empty wallet is reminded to deposit, once a day', async ({ page }) => {
  const server = bronzeOnly as OwnServer;
  await signedInPlayer(page, server);
  await page.goto(`${server.origin}/en/sports`);
  const reminder = page.getByRole('status').filter({ hasText: 'Time to top up?' });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('Your wallet is empty.');
  await page.screenshot({ path: `${SHOTS}/deposit-reminder-1280-en.png` });
  const [cookie] = (await page.context().cookies(server.origin)).filter(
    (c) => c.name === 'deposit_reminder_shown',
  );
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
  expect(cookie?.expires ?? Infinity).toBeLessThan(Date.now() / 1000 + 25 * 3600);
  await reminder.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();

  // Later the same day: the reminder's time passes and it stays away.
  await page.clock.install();
  const groups = page.waitForResponse((r) => r.url().endsWith('/api/platform/player/status_groups'));
  await page.goto(`${server.origin}/en/sports`);
  await expect(page.getByRole('banner').getByText('0.00 EUR')).toBeVisible();
  expect((await groups).ok()).toBe(true); // the reminder is due by now, so its timer is set
  await page.clock.runFor(5_000);
  await expect(page.getByText('Time to top up?')).toHaveCount(0);
});

test('a player who has not accepted the terms in force accepts them before going on, once', async ({
  page,
}) => {
  const server = withTerms as OwnServer;
  await signedInPlayer(page, server);
  await page.goto(`${server.origin}/en/sports`);
  const dialog = page.getByRole('dialog', { name: 'Our terms have changed' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
    'href',
    new RegExp(`^${CASINO}/en/terms-and-conditions\\?back_url=`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/terms-1280-en.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(dialog).toHaveCount(0);

  // Accepted for good: the next visit goes straight on (a dialog would catch the click).
  await page.goto(`${server.origin}/en/sports`);
  await expect(page.getByRole('banner').getByText('0.00 EUR')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(`${server.origin}/en/sports/live`);
});

test('a preview site says so to every visitor until closed, then not again this session', async ({
  page,
}) => {
  const server = withTerms as OwnServer;
  await page.goto(`${server.origin}/sports`);
  const preview = page.getByRole('status').filter({ hasText: 'Pregled sajta' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Ovo je pregled sajta pre objavljivanja.');
  await preview.getByRole('button', { name: 'Zatvori' }).click();
  await expect(preview).toHaveCount(0);

  const alertsLoaded = page.waitForResponse((r) => /\/assets\/app-alerts-[\w-]+\.js$/.test(r.url()));
  await page.reload();
  expect((await alertsLoaded).ok()).toBe(true);
  // Two frames after the alerts' code: the alert would be on screen by now.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await expect(page.getByText('Pregled sajta')).toHaveCount(0);
});
