// The installable app shell (docs/decisions/028-installable-app-shell.md): the manifest and its
// icons as Chromium's own installability check sees them, the service worker (it keeps the shell
// and the build's files, never a page or an API answer; offline, a page is the offline screen in
// its language with no price), a page whose code does not arrive (fetched once more, then a
// reload offered), and the phone layout: 44 px touch targets, clear of the screen's safe areas.
// Screenshots go to /tmp/shots-pwa/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fundedPlayer } from './betting-helpers';
import { seriousViolations } from './support/axe';

const SHOTS = '/tmp/shots-pwa';

type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function waitForApp(page: Page, kind: string): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-page', kind);
}

test.describe('the manifest', () => {
  test('makes the app installable: a name, its start, standalone, the theme colour and PNG icons', async ({
    page,
    playwright,
  }, testInfo) => {
    await page.goto('/sports');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    // Neutral words, not a product's name (the operator's comes from the server later: decision 028).
    expect(manifest.name).toBe('Sportsko klađenje');
    expect(manifest.short_name).toBe('Klađenje');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/sports');
    expect((await page.request.get(manifest.start_url ?? '')).status()).toBe(200);
    const themeColor = await page.locator('head meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const icons = manifest.icons ?? [];
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose);
      expect(icon, `a ${size} px ${purpose} icon`).toBeTruthy();
      expect(icon?.type).toBe('image/png');
      const file = await page.request.get(icon?.src ?? '');
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toEqual([size, size]);
    }

    // Chromium's own check (what Lighthouse's installability audit ran), in a profile on disk: an
    // incognito context, like the test's, is never offered an install.
    const { launchOptions, baseURL } = testInfo.project.use;
    const profileDir = mkdtempSync(join(tmpdir(), 'app-shell-profile-'));
    const profile = await playwright.chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
    });
    try {
      const tab = await profile.newPage();
      await tab.goto('/sports');
      await waitForApp(tab, 'home');
      const cdp = await profile.newCDPSession(tab);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await profile.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

  test('a page is the offline screen in its language, with no price, and the retry brings it back', async ({
    page,
    context,
  }) => {
    await page.goto('/sports');
    await waitForApp(page, 'home');
    // Registered once the page is idle; in control of the page after a reload.
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(script ?? 'about:blank').pathname).toBe('/sw.js');
    await page.reload();
    await waitForApp(page, 'home');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(script);
    await expect(page.locator('main [data-odds]:visible').first()).toBeVisible();

    // The cache of this build holds the offline page and the build's files: never a page, an
    // API answer (prices, balances, bets) or anything of realtime.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return { names, paths: requests.flat().map((request) => new URL(request.url).pathname) };
    });
    expect(cached.names).toHaveLength(1);
    expect(cached.names[0]).toMatch(/^app-shell-[0-9a-f]{12}$/);
    expect(cached.paths).toContain('/offline.html');
    expect(cached.paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    for (const path of cached.paths) {
      expect(path === '/offline.html' || path.startsWith('/assets/'), path).toBe(true);
    }

    await context.setOffline(true);
    for (const { path, locale, title, retry } of [
      { path: '/sports/football', locale: 'sr', title: 'Niste na mreži', retry: 'Pokušaj ponovo' },
      { path: '/en/sports', locale: 'en', title: "You're offline", retry: 'Try again' },
    ]) {
      await page.goto(path);
      const screen = page.locator('[data-error-page="offline"]');
      await expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(screen.getByRole('button', { name: retry })).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('body')).toHaveAttribute('data-page', 'offline');
      await expect(page.locator('body')).toHaveAttribute('data-locale', locale);
      await expect(page.locator('[data-odds]')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/offline-${locale}-390.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForApp(page, 'home');
    await expect(page.locator('main [data-odds]:visible').first()).toBeVisible();
  });
});

test.describe('a page whose code does not arrive', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const LIVE_CHUNK = /\/assets\/live-route-[\w-]+\.js$/;

  async function openLive(page: Page): Promise<void> {
    await page.goto('/sports');
    await waitForApp(page, 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Uživo' }).click();
  }

  test('is fetched once more, and shows', async ({ page }) => {
    const requests: string[] = [];
    let firstAt: number | undefined;
    await page.route(LIVE_CHUNK, (route) => {
      firstAt ??= Date.now();
      // The first attempt (its preload and its import, sent together) fails; the retry, a
      // second later, arrives.
      const fails = Date.now() - firstAt < 500;
      requests.push(fails ? 'failed' : 'served');
      return fails ? route.abort('internetdisconnected') : route.continue();
    });
    await openLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Klađenje uživo' })).toBeVisible();
    expect(requests[0]).toBe('failed');
    expect(requests.at(-1)).toBe('served');
  });

  test('again after the retry offers a reload', async ({ page }) => {
    await page.route(LIVE_CHUNK, (route) => route.abort('internetdisconnected'));
    await openLive(page);
    const screen = page.locator('[data-error-page="chunk"]');
    await expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Deo stranice nije stigao. Proverite vezu i učitajte je ponovo.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sports\/live$/);
    await page.screenshot({ path: `${SHOTS}/chunk-failed-sr-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(LIVE_CHUNK);
    await screen.getByRole('button', { name: 'Učitaj ponovo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Klađenje uživo' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * Where a tap lands on `target`, measured from its middle with the page scrolled to it: its box,
   * a `::before` that enlarges it, less whatever covers it.
   */
  async function touchArea(target: Locator): Promise<{ width: number; height: number }> {
    return target.evaluate((element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const lands = (px: number, py: number) => {
        const hit = document.elementFromPoint(px, py);
        return hit !== null && element.contains(hit);
      };
      const reach = (dx: number, dy: number) => {
        let step = 0;
        while (step < 80 && lands(x + dx * (step + 1), y + dy * (step + 1))) step += 1;
        return step;
      };
      return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
    });
  }

  /** Checks every visible one of `targets`; how many it checked. */
  async function expectTouchSize(targets: Locator[]): Promise<number> {
    let measured = 0;
    for (const target of targets) {
      if (!(await target.isVisible())) continue;
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      const area = await touchArea(target);
      expect(area.width, `width of "${name}"`).toBeGreaterThanOrEqual(44);
      expect(area.height, `height of "${name}"`).toBeGreaterThanOrEqual(44);
      measured += 1;
    }
    return measured;
  }

  async function headerTargets(page: Page): Promise<Locator[]> {
    const header = page.getByRole('banner');
    return [...(await header.getByRole('button').all()), ...(await header.getByRole('link').all())];
  }

  test("the header's buttons, the tab bar and the odds are at least 44 px", async ({ page }) => {
    await page.goto('/sports');
    await waitForApp(page, 'home');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Prijava' })).toBeVisible();
    // The menu, the home link, sign in and sign up.
    expect(await expectTouchSize(await headerTargets(page))).toBe(4);
    expect(await expectTouchSize(await page.getByTestId('tab-bar').locator('a, button').all())).toBe(5);
    const odds = page.locator('main button[aria-pressed]:not([data-favourite])');
    await expect(odds.first()).toBeVisible();
    expect(await expectTouchSize((await odds.all()).slice(0, 12))).toBeGreaterThanOrEqual(6);
  });

  test("a signed-in player's header buttons are at least 44 px", async ({ page }) => {
    await fundedPlayer(page, 'touch');
    await page.goto('/sports');
    await waitForApp(page, 'home');
    const header = page.getByRole('banner');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(header.getByRole('button', { name: /^Obaveštenja/ })).toBeVisible();
    // The menu, the home link, the bell, the balance and the profile menu.
    expect(await expectTouchSize(await headerTargets(page))).toBe(5);
    await page.screenshot({ path: `${SHOTS}/header-signed-in-390.png` });
  });

  test('the header, the tab bar, the side menu and the bottom sheet keep clear of the safe areas', async ({
    page,
    context,
  }) => {
    // An iPhone's notch and home indicator, as an installed app (viewport-fit=cover) meets them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', {
      insets: { top: 47, bottom: 34, left: 0, right: 0 },
    });
    await page.goto('/sports');
    await waitForApp(page, 'home');

    const header = await page.getByRole('banner').boundingBox();
    expect(header).toMatchObject({ y: 0, height: 56 + 47 });
    const menuButton = await page.getByRole('button', { name: 'Otvori meni' }).boundingBox();
    expect(menuButton?.y ?? 0).toBeGreaterThanOrEqual(47);

    const tabBar = page.getByTestId('tab-bar');
    const bar = await tabBar.boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBe(844);
    expect(bar?.height).toBe(60 + 34);
    for (const item of await tabBar.locator('a, button').all()) {
      const box = await item.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 - 34);
    }
    await page.screenshot({ path: `${SHOTS}/safe-areas-home-390.png` });

    await tabBar.getByRole('button', { name: 'Sportovi' }).click();
    const menu = page.getByRole('dialog', { name: 'Meni' });
    await expect(menu).toBeVisible();
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const menuTitle = await menu.getByRole('heading', { name: 'Meni' }).boundingBox();
    expect(menuTitle?.y ?? 0).toBeGreaterThanOrEqual(47);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await tabBar.getByRole('button', { name: 'Tiket', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Tiket i moji tiketi' });
    await expect(sheet).toBeVisible();
    // Once it has slid up.
    await sheet.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const sheetBox = await sheet.boundingBox();
    expect((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0)).toBe(844);
    expect(await sheet.evaluate((element) => getComputedStyle(element).paddingBottom)).toBe('34px');
    await page.screenshot({ path: `${SHOTS}/safe-areas-sheet-390.png` });
  });
});
