// Safer-gambling limits (docs/decisions/022) in Chromium against the real server: a player sets
// a daily wager limit on the limits page, a bigger stake is then refused for it, a raise waits
// for its confirmation, and a 24-hour time-out signs the player out and keeps them out. A weekly
// loss limit stops a phone player's bet with its words. Another
// sets a reality check, a daily time limit and a session limit, sees them listed in minutes, and a
// longer time limit waits. axe checks the page, with changes waiting and with the time-out dialog
// open, at phone and desktop widths.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { headerBalance, signInWithDialog, PASSWORD } from './account-helpers';
import { APP_HEADER, forgetSession, fundedPlayer } from './betting-helpers';
import { seriousViolations } from './support/axe';

const SHOTS = '/tmp/shots-limits';
mkdirSync(SHOTS, { recursive: true });

/** A prematch football match: the last of the first twenty by kick-off, so it does not start meanwhile. */
async function prematchFootballPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/sb/matches?match_status=0&sport_key=football&limit=20');
  const matches = ((await response.json()) as { data: { slug: string }[] }).data;
  expect(matches.length).toBeGreaterThan(0);
  return `/en/sports/football/${matches[matches.length - 1]?.slug}`;
}

/** Places the slip expecting `refusal`; prices move now and then, and the player accepts them first. */
async function placeExpectingRefusal(slip: Locator, refusal: string): Promise<void> {
  const refused = slip.getByRole('alert').filter({ hasText: refusal });
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  await slip.getByTestId('place-bet').click();
  await expect(refused.or(accept).first()).toBeVisible();
  if (!(await refused.isVisible())) {
    await accept.click();
    await slip.getByTestId('place-bet').click();
  }
  await expect(refused).toBeVisible();
}

async function setLimitByApi(page: Page, data: Record<string, string>): Promise<void> {
  const response = await page.request.post('/api/platform/user_limits', { headers: APP_HEADER, data });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a daily wager limit refuses a bigger stake, a raise waits, a time-out signs the player out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = await fundedPlayer(page, 'limits', '20.00');
    await forgetSession(page);
    await page.goto('/en/sports');
    await signInWithDialog(page, email, PASSWORD);
    await expect(headerBalance(page)).toContainText('20.00 EUR');

    // The page, from the profile menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'My limits' }).click();
    await expect(page).toHaveURL(/\/en\/sports\/profile\/limits$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My limits' })).toBeVisible();
    const list = main.getByRole('region', { name: 'Your limits' });
    await expect(list).toContainText('You have not set any limits yet.');

    // A first limit is in force at once.
    const form = main.getByRole('region', { name: 'Set or change a limit' });
    await form.getByLabel('Limit', { exact: true }).selectOption('wager');
    await form.getByLabel('Period').selectOption('day');
    await form.getByLabel('Amount (EUR)').fill('2.00');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await expect(form).toContainText('Daily wager limit of 2.00 EUR is in force now.');
    const wager = list.getByRole('article', { name: 'Daily wager limit' });
    await expect(wager).toContainText('In force');
    await expect(wager.getByRole('progressbar', { name: 'Staked 0.00 EUR of 2.00 EUR' })).toBeVisible();
    await expect(wager).toContainText(/Resets \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);

    // A stake of 3 on a prematch football match goes over it: refused, with the limit's words.
    await page.goto(await prematchFootballPath(page));
    await page.locator('[data-market-id] button[aria-pressed]:not([data-suspended])').first().click();
    const slip = page.getByRole('region', { name: 'Bet slip and my bets' }).getByTestId('bet-slip');
    await slip.getByLabel(/^Stake \(EUR\)$/).fill('3');
    await placeExpectingRefusal(slip, 'This stake goes over your wagering limit.');
    await expect(headerBalance(page)).toContainText('20.00 EUR');

    // A higher amount waits 24 hours for a confirmation; the old amount holds meanwhile.
    await page.goto('/en/sports/profile/limits');
    await form.getByLabel('Limit', { exact: true }).selectOption('wager');
    await expect(form.getByText('In force now: 2.00 EUR')).toBeVisible();
    await form.getByLabel('Amount (EUR)').fill('5');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await expect(form).toContainText(
      /Daily wager limit of 5\.00\sEUR waits 24 hours: you can confirm it here from .+\. Until then 2\.00\sEUR holds\./,
    );
    await expect(wager).toContainText('Change waiting');
    await expect(wager).toContainText('New amount 5.00 EUR waits for your confirmation');
    await expect(wager.getByRole('button', { name: 'Confirm new amount' })).toBeDisabled();
    await expect(wager).toContainText(/Can be confirmed from .+\./);
    await page.screenshot({ path: `${SHOTS}/limits-1440-en.png`, fullPage: true });

    // A 24-hour time-out: the dialog says what it means; Escape leaves it, confirming signs out.
    const breaks = main.getByRole('region', { name: 'Take a break' });
    await breaks.getByRole('group', { name: 'Length of the time-out' }).getByLabel('24 hours').check();
    await breaks.getByRole('button', { name: 'Take a time-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your time-out' });
    await expect(dialog).toContainText('Time-out: 24 hours');
    await expect(dialog).toContainText('This ends your session now');
    await expect(dialog).toContainText('A time-out cannot be undone or shortened.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(breaks.getByRole('button', { name: 'Take a time-out' })).toBeFocused();
    await breaks.getByRole('button', { name: 'Take a time-out' }).click();
    await page.screenshot({ path: `${SHOTS}/time-out-dialog-1440-en.png` });
    await dialog.getByRole('button', { name: 'Start the time-out and sign me out' }).click();

    const started = main.getByTestId('break-started');
    await expect(started.getByRole('heading', { name: 'Your break has started' })).toBeFocused();
    await expect(started).toContainText(/You are signed out\. Your time-out lasts until .+; you can sign in/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/platform/player')).status()).toBe(401);
    await page.screenshot({ path: `${SHOTS}/signed-out-1440-en.png` });

    // Signing in again is refused until the time-out ends.
    await signInWithDialog(page, email, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toHaveText(
      'You have taken a time-out. You can sign in again when it ends.',
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('a weekly loss limit stops a bet that could lose more than it leaves, with its words', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedPlayer(page, 'limits-loss', '20.00');
  await setLimitByApi(page, { type: 'loss', period: 'week', amount: '1.50' });
  await page.goto(await prematchFootballPath(page));
  await page.locator('[data-market-id] button[aria-pressed]:not([data-suspended])').first().click();
  await page
    .getByTestId('tab-bar')
    .getByRole('button', { name: /^Bet slip/ })
    .click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel(/^Stake \(EUR\)$/).fill('2');
  await placeExpectingRefusal(slip, 'This stake could take you over your loss limit.');
  await expect(headerBalance(page)).toContainText('20.00 EUR');
  await page.screenshot({ path: `${SHOTS}/loss-limit-390-en.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a reality check, a daily time limit and a session limit are listed in minutes; a longer one waits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await fundedPlayer(page, 'limits-time');
  await page.goto('/en/sports/profile/limits');
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Your limits' });
  await expect(list).toContainText('You have not set any limits yet.');
  const form = main.getByRole('region', { name: 'Time limits' });
  const kind = form.getByLabel('Time limit', { exact: true });
  const save = form.getByRole('button', { name: 'Save time limit' });

  // A reality check every 30 minutes: the form says what it does, the list shows it in minutes.
  await form.getByLabel('Remind me every').selectOption({ label: '45 min' });
  await expect(kind).toHaveAccessibleDescription(
    /^Every 45 min a reminder shows how long your session has lasted/,
  );
  await form.getByLabel('Remind me every').selectOption({ label: '30 min' });
  await expect(kind).toHaveAccessibleDescription(
    'Every 30 min a reminder shows how long your session has lasted, what you have staked and your net result; you then choose to go on or stop.',
  );
  await form.screenshot({ path: `${SHOTS}/time-limits-form-1440-en.png` });
  await save.click();
  await expect(form).toContainText('Reality check: 30 min, in force now.');
  const check = list.getByRole('article', { name: 'Reality check' });
  await expect(check).toContainText('In force');
  await expect(check).toContainText('Every 30 min');
  await expect(check).toContainText("A reminder with your session's time, stakes and net result.");

  // Two hours a day: once used up, no session and no bet until the next day.
  await kind.selectOption('time');
  await expect(kind).toHaveAccessibleDescription(
    'When your sessions in a day add up to this time, you cannot start a session or bet until the next day begins.',
  );
  await form.getByLabel('Period').selectOption('day');
  const allowed = form.getByRole('group', { name: 'Time allowed' });
  await allowed.getByLabel('Hours').fill('2');
  await save.click();
  await expect(form).toContainText('Daily time limit: 2 h, in force now.');
  const daily = list.getByRole('article', { name: 'Daily time limit' });
  await expect(daily.getByRole('progressbar', { name: 'Played 0 min of 2 h' })).toBeVisible();
  await expect(daily).toContainText('Left: 2 h');
  await expect(daily).toContainText(/Resets \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(daily).not.toContainText('EUR');

  // A session of at most an hour and a half signs the player out when it is reached.
  await kind.selectOption('sportsbook_session');
  await form.getByLabel('Longest session').selectOption({ label: '1 h 30 min' });
  await expect(kind).toHaveAccessibleDescription(
    'When a session reaches 1 h 30 min, it ends and you are signed out.',
  );
  await save.click();
  await expect(form).toContainText('Session length limit: 1 h 30 min, in force now.');
  const session = list.getByRole('article', { name: 'Session length limit' });
  await expect(session.getByRole('progressbar', { name: 'This session: 0 min of 1 h 30 min' })).toBeVisible();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Reality check',
    'Session length limit',
    'Daily time limit',
  ]);

  // More than a day's minutes is refused, naming what may be chosen.
  await kind.selectOption('time');
  await expect(allowed).toContainText('In force now: 2 h');
  await allowed.getByLabel('Hours').fill('25');
  await save.click();
  await expect(allowed).toContainText('Choose from 1 min to 24 h.');
  await expect(allowed.getByLabel('Hours')).toHaveAttribute('aria-invalid', 'true');
  await allowed.getByLabel('Hours').fill('2 h');
  await save.click();
  await expect(allowed).toContainText('Enter whole hours and minutes.');

  // A longer time limit waits 24 hours and a confirmation; two hours hold meanwhile.
  await allowed.getByLabel('Hours').fill('3');
  await save.click();
  await expect(form).toContainText(
    /Daily time limit: the change to 3 h waits 24 hours; you can confirm it here from .+\. Until then 2 h holds\./,
  );
  await expect(allowed.getByLabel('Hours')).not.toHaveAttribute('aria-invalid');
  await expect(daily).toContainText('Change waiting');
  await expect(daily).toContainText('The change to 3 h waits for your confirmation; until then 2 h holds.');
  await expect(daily.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await expect(daily.getByRole('progressbar', { name: 'Played 0 min of 2 h' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/time-limits-1440-en.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/sports/profile/limits');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Moja ograničenja' })).toBeVisible();
  await expect(main).toContainText('Prijavite se da biste videli i postavili svoje limite.');
  await main.getByRole('button', { name: 'Prijava' }).click();
  await expect(page.getByRole('dialog', { name: 'Prijava' })).toBeVisible();
});

test('a removal waits 24 hours and a confirmation; the limit holds meanwhile', async ({ page }) => {
  await fundedPlayer(page, 'limits-remove');
  await setLimitByApi(page, { type: 'bet', amount: '10.00' });
  await page.goto('/en/sports/profile/limits');
  const stake = page.getByRole('region', { name: 'Your limits' }).getByRole('article', {
    name: 'Stake limit per bet',
  });
  await expect(stake).toContainText('In force');
  await stake.getByRole('button', { name: 'Remove limit' }).click();
  await expect(stake).toContainText('Removal waiting');
  await expect(page.getByRole('main')).toContainText(
    /Stake limit per bet will be removed once you confirm it, no sooner than .+\./,
  );
  await expect(stake).toContainText('The removal waits for your confirmation; until then the limit holds.');
  await expect(stake.getByRole('button', { name: 'Confirm removal' })).toBeDisabled();
  await expect(stake.getByRole('button', { name: 'Remove limit' })).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`axe finds no serious violation on the limits page and its time-out dialog (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await fundedPlayer(page, 'limits-axe');
    // A daily wager limit with a raise waiting, and a stake limit; a reality check, a session
    // limit and a daily time limit with a longer one waiting.
    await setLimitByApi(page, { type: 'wager', period: 'day', amount: '2.00' });
    await setLimitByApi(page, { type: 'wager', period: 'day', amount: '5.00' });
    await setLimitByApi(page, { type: 'bet', amount: '10.00' });
    await setLimitByApi(page, { type: 'reality_check', amount: '30' });
    await setLimitByApi(page, { type: 'sportsbook_session', amount: '90' });
    await setLimitByApi(page, { type: 'time', period: 'day', amount: '120' });
    await setLimitByApi(page, { type: 'time', period: 'day', amount: '180' });
    await page.goto('/sports/profile/limits');
    const list = page.getByRole('region', { name: 'Vaši limiti' });
    await expect(list.getByRole('article', { name: 'Dnevni limit uloga' })).toContainText(
      'Promena čeka potvrdu',
    );
    await expect(list.getByRole('article', { name: 'Limit uloga po tiketu' })).toContainText('Važi');
    await expect(list.getByRole('article', { name: 'Podsetnik na vreme igre' })).toContainText(
      'Na svakih 30 min',
    );
    await expect(list.getByRole('progressbar', { name: 'Ova sesija: 0 min od 1 h 30 min' })).toBeVisible();
    const daily = list.getByRole('article', { name: 'Dnevni vremenski limit' });
    await expect(daily).toContainText('Promena na 3 h čeka vašu potvrdu; do tada važi 2 h.');
    await expect(daily.getByRole('progressbar', { name: 'Odigrano 0 min od 2 h' })).toBeVisible();
    // The time limits' form with its hours and minutes.
    const form = page.getByRole('region', { name: 'Vremenska ograničenja' });
    await form.getByLabel('Vremenski limit').selectOption('time');
    await expect(form.getByRole('group', { name: 'Dozvoljeno vreme' })).toContainText('Trenutno važi: 2 h');
    await page.waitForLoadState('networkidle');
    if (width >= 1280) await expect(page.getByRole('region', { name: 'Tiket i moji tiketi' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/limits-${width}-sr.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('region', { name: 'Napravite pauzu' })
      .getByRole('button', { name: 'Uzmi pauzu' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdite pauzu' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/time-out-dialog-${width}-sr.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
