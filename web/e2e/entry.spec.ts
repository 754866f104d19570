// Arriving on the site (docs/decisions/029-entry-parameters-and-cookies.md): the affiliate and
// tracking parameters leave the address and the affiliate tag is kept in a cookie; the device id
// cookie, stable across visits and sent as a placement's `meta.device_id`; the cookie
// confirmation — shown until accepted, kept a year, keyboard and axe, not inside a frame.
// Screenshots of the notice in /tmp/shots-entry/.
import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './account-helpers';
import { fundedPlayer, openTomorrow, pickPrematchPrices } from './betting-helpers';
import { seriousViolations } from './support/axe';
import { CONSENT_GIVEN, NOTHING_STORED } from './support/consent';
import { operator } from './support/operator';

const SHOTS = '/tmp/shots-entry';
mkdirSync(SHOTS, { recursive: true });

const DAY = 86_400;

async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((each) => each.name === name);
}

/** Waits for the cookie `name`, then returns it. */
async function cookieOnceSet(context: BrowserContext, name: string): Promise<Cookie> {
  await expect.poll(async () => (await cookie(context, name))?.value ?? null).not.toBeNull();
  const found = await cookie(context, name);
  if (found === undefined) throw new Error(`no ${name} cookie`);
  return found;
}

/** Days from now until the cookie expires. */
function daysLeft(found: Cookie): number {
  return (found.expires - Date.now() / 1000) / DAY;
}

test.describe('arrival', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('the tracking parameters leave the address; the affiliate tag stays 30 days in a cookie', async ({
    page,
  }) => {
    await page.goto('/en/sports?stag=abc&btag=x&gclid=y&foo=1#h');
    await expect(page).toHaveURL(/\/en\/sports\?foo=1#h$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const stag = await cookieOnceSet(page.context(), 'stag');
    expect(stag.value).toBe('abc');
    expect(daysLeft(stag)).toBeGreaterThan(29.99);
    expect(daysLeft(stag)).toBeLessThan(30.01);
    // Secure and SameSite=None: http://127.0.0.1 is a secure context to the browser.
    expect(stag.secure).toBe(true);
    expect(stag.sameSite).toBe('None');
    expect(stag.path).toBe('/');

    // The router took the cleaned address (history state kept): away and back lands there again.
    await page.getByRole('banner').getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/sports\/live/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/sports\?foo=1#h$/);

    // A later address without a tag leaves the cookie as it is.
    await page.goto('/en/sports?ctag=1&qtag=2');
    await expect(page).toHaveURL(/\/en\/sports$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await cookie(page.context(), 'stag'))?.value).toBe('abc');
  });

  test("a player who signs up with an affiliate tag is that affiliate's player to the operator", async ({
    page,
  }) => {
    const tag = `aff-${Date.now()}`;
    await page.goto(`/en/sports?stag=${tag}`);
    await expect(page).toHaveURL(/\/en\/sports$/);
    await cookieOnceSet(page.context(), 'stag');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    const email = uniqueEmail('affiliate');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Repeat the password').fill(PASSWORD);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/platform/users') && r.status() === 201,
    );
    await signUp.getByRole('button', { name: 'Create account' }).click();
    const { data } = (await (await created).json()) as { data: { id: number } };
    await expect(signUp.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
    const player = await operator(page, 'GET', `/api/admin/players/${data.id}`);
    expect(player.ok()).toBe(true);
    expect(await player.json()).toMatchObject({ data: { email, affiliate_tag: tag } });
  });

  test('the device id: a cookie that outlives every visit, the same after a reload, sent with a bet', async ({
    page,
  }) => {
    await page.goto('/en/sports');
    const first = await cookieOnceSet(page.context(), 'device_id');
    expect(first.value).toMatch(/^[0-9a-f]{32}$/);
    // The app asks for 7300 days (src/lib/cookies.test.ts); Chromium keeps a cookie 400 days at
    // most, and the app writes it again on every visit.
    expect(daysLeft(first)).toBeGreaterThan(399.99);
    expect(first.secure).toBe(true);
    expect(first.sameSite).toBe('None');
    expect(await page.evaluate(() => localStorage.getItem('device_id'))).toBe(first.value);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await cookie(page.context(), 'device_id'))?.value).toBe(first.value);

    // The placement's requests carry it: "Max" asks the server with the slip's meta.
    await fundedPlayer(page, 'device-id');
    await openTomorrow(page, 'en');
    await pickPrematchPrices(page, 1);
    const slip = page.getByRole('region', { name: 'Bet slip and my bets' }).getByTestId('bet-slip');
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/sb/bets/max-stake'));
    await slip.getByRole('button', { name: 'Max: Stake' }).click();
    const body = (await asked).postDataJSON() as { meta: { device_id: string } };
    expect(body.meta.device_id).toBe(first.value);
  });

  test('an id an earlier version kept in local storage becomes the cookie', async ({ page }) => {
    await page.goto('/en/sports');
    await cookieOnceSet(page.context(), 'device_id');
    await page.evaluate(() => localStorage.setItem('device_id', 'legacy-device-0001'));
    await page.context().clearCookies({ name: 'device_id' });
    await page.reload();
    await expect
      .poll(async () => (await cookie(page.context(), 'device_id'))?.value)
      .toBe('legacy-device-0001');
  });
});

test.describe('cookie confirmation', () => {
  test.use({ storageState: NOTHING_STORED });

  function notice(page: Page, locale: 'sr' | 'en') {
    return page.getByRole('region', { name: locale === 'sr' ? 'Kolačići' : 'Cookies' });
  }

  for (const width of [390, 1440]) {
    for (const locale of ['sr', 'en'] as const) {
      test(`shown until accepted, then kept a year (${width} px, ${locale})`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 780 ? 844 : 900 });
        const home = locale === 'sr' ? '/sports' : '/en/sports';
        await page.goto(home);
        const consent = notice(page, locale);
        await expect(consent).toBeVisible();
        await expect(consent).toContainText(locale === 'sr' ? 'kolačiće' : 'cookies');
        const terms = consent.getByRole('link', {
          name: locale === 'sr' ? 'Više u uslovima korišćenja' : 'More in the terms and conditions',
        });
        await expect(terms).toHaveAttribute('href', /terms-and-conditions/);
        // Not modal: the page stays usable and nothing is hidden from assistive technology.
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (width < 780) {
          // On a phone it sits above the tab bar, which stays usable.
          const bar = await page.getByTestId('tab-bar').boundingBox();
          const box = await consent.boundingBox();
          expect(box && bar && box.y + box.height <= bar.y).toBe(true);
        }
        await page.screenshot({ path: `${SHOTS}/consent-${width}-${locale}.png` });
        expect(await seriousViolations(page)).toEqual([]);

        // By keyboard: from its link, Tab reaches Accept, Enter accepts.
        const accept = consent.getByRole('button', { name: locale === 'sr' ? 'Prihvatam' : 'Accept' });
        await terms.focus();
        await page.keyboard.press('Tab');
        await expect(accept).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(consent).toHaveCount(0);
        await expect(page.locator('main#content')).toBeFocused();

        const given = await cookieOnceSet(page.context(), 'cookie_consent');
        expect(given.value).toBe('1');
        expect(daysLeft(given)).toBeGreaterThan(364.99);
        expect(daysLeft(given)).toBeLessThan(365.01);

        // The next visit does not ask again (the app is there and idle: the footer has come).
        await page.reload();
        await expect(page.getByTestId('site-footer')).toBeAttached();
        await expect(consent).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/accepted-${width}-${locale}.png` });
      });
    }
  }

  test('drawn in the first paint, before the app runs, only for a visitor not yet asked', async ({
    page,
  }) => {
    // The served page alone: the notice is its largest paint, so it must be there from the start.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/sports');
    await expect(notice(page, 'sr')).toBeVisible();
    await page.context().addCookies(CONSENT_GIVEN.cookies);
    await page.reload();
    const hidden = page.getByRole('region', { name: 'Kolačići', includeHidden: true });
    await expect(hidden).toBeAttached();
    await expect(hidden).toBeHidden();
  });

  test('inside a frame the host page asks, not the product', async ({ page }) => {
    // Our own origin may frame the product (the demo host page, same origin).
    await page.goto('/embed-demo?path=/en/sports');
    const framed = page.frameLocator('#product');
    await expect(framed.getByTestId('site-footer')).toBeAttached();
    await expect(framed.getByRole('region', { name: 'Cookies', includeHidden: true })).toHaveCount(0);
    // The same visitor, not framed, is asked.
    await page.goto('/en/sports');
    await expect(notice(page, 'en')).toBeVisible();
  });
});
