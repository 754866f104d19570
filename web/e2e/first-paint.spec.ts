import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

// The server puts each page's first paint — the shell and the heading, rendered from the app's
// components when it was built — into the HTML (decisions 006 and 017); the app replaces it when it
// starts. Nothing the visitor already sees may move or change when it does.

type Box = { x: number; y: number; width: number; height: number };
type Paint = { header: Box | null; heading: Box | null; text: string | null };

async function measure(page: Page): Promise<Paint> {
  const heading = page.getByRole('heading', { level: 1 });
  const header = page.locator('#root > header');
  return {
    header: (await header.count()) > 0 ? await header.boundingBox() : null,
    heading: await heading.boundingBox(),
    text: await heading.textContent(),
  };
}

/**
 * The page as drawn from its HTML and inline styles alone; with `fillScript`, also the HTML's own
 * script that writes the texts only the browser knows (the app is kept from starting).
 */
async function serverPaint(browser: Browser, url: string, width: number, fillScript = false): Promise<Paint> {
  const context = await browser.newContext({
    javaScriptEnabled: fillScript,
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  if (fillScript) await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto(url);
  const paint = await measure(page);
  await context.close();
  return paint;
}

/** Until the app has rendered: React marks the elements it rendered, never the HTML's own. */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The page once the app has replaced the first paint (fonts blocked: both draw in the fallback). */
async function appPaint(browser: Browser, url: string, width: number): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.goto(url);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paint = await measure(page);
  await context.close();
  return paint;
}

function expectSameBox(actual: Box | null, expected: Box | null, what: string) {
  expect(actual, what).not.toBeNull();
  expect(expected, what).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs((actual?.[key] ?? 0) - (expected?.[key] ?? 0)), `${what} ${key}`).toBeLessThanOrEqual(1);
  }
}

type MatchRef = {
  slug: string;
  start_time: string;
  tournament: { slug: string; category: { slug: string } };
};

/**
 * A football match in `status`. Prematch, the last of the first twenty by kick-off: the first
 * may kick off (the feed runs 10× faster) while a test still reads its "starts" line.
 */
async function footballMatch(page: Page, status = 0): Promise<MatchRef> {
  const response = await page.request.get(
    `/api/sb/matches?match_status=${status}&sport_key=football&limit=${status === 0 ? 20 : 1}`,
  );
  const body = (await response.json()) as { data: MatchRef[] };
  const match = body.data.at(-1);
  expect(match).toBeTruthy();
  return match as MatchRef;
}

async function matchPath(page: Page, status = 0): Promise<string> {
  return `/sports/football/${(await footballMatch(page, status)).slug}`;
}

/** The pages with a heading of their own in the first paint, by how to find one. */
const PAGES: Record<string, (page: Page) => Promise<string>> = {
  home: async () => '/sports',
  'home in English': async () => '/en/sports',
  'a prematch match': (page) => matchPath(page),
  'a live match': (page) => matchPath(page, 1),
  sport: async () => '/sports/football',
  category: async (page) => `/sports/football/${(await footballMatch(page)).tournament.category.slug}`,
  'league in English': async (page) => `/en/sports/football/${(await footballMatch(page)).tournament.slug}`,
  live: async () => '/sports/live',
  'esports in English': async () => '/en/sports/cybersport',
  'schedule in English': async () => '/en/sports/schedule',
  results: async () => '/sports/results',
  'general rules': async () => '/sports/general-rules',
  'about in English': async () => '/en/sports/about',
  'bets history': async () => '/sports/bets-history',
  'favourites in English': async () => '/en/sports/favorites',
  deposit: async () => '/sports/profile/wallet/deposit',
  'transactions in English': async () => '/en/sports/profile/wallet/transactions',
  'limits in English': async () => '/en/sports/profile/limits',
  'safer gambling': async () => '/sports/profile/safer-gambling',
  'search in English': async () => '/en/sports/search?q=madar',
};

/** Error pages have a layout of their own, without the app's header. */
const ERROR_PAGES: Record<string, string> = {
  'an unknown page': '/sports/no-such-page',
  'the locked page in English': '/en/sports/locked',
  // Its heading names the visitor's country, which the HTML's fill script writes in.
  'the blocked page in English': '/en/sports/blocked',
};

for (const width of [390, 1440]) {
  for (const [name, find] of Object.entries(PAGES)) {
    test(`the header and heading stay put when the app starts: ${name} (${width} px)`, async ({
      browser,
      page,
    }) => {
      const url = await find(page);
      const server = await serverPaint(browser, url, width);
      const app = await appPaint(browser, url, width);
      expect(server.text?.trim(), url).toBeTruthy();
      expect(server.text, url).toBe(app.text);
      expectSameBox(server.header, app.header, `${url} header`);
      expectSameBox(server.heading, app.heading, `${url} heading`);
    });
  }
}

for (const [name, url] of Object.entries(ERROR_PAGES)) {
  test(`the heading stays put when the app starts: ${name}`, async ({ browser }) => {
    const server = await serverPaint(browser, url, 390, true);
    const app = await appPaint(browser, url, 390);
    expect(server.text?.trim(), url).toBeTruthy();
    expect(server.text, url).toBe(app.text);
    expect([server.header, app.header], 'no app header on error pages').toEqual([null, null]);
    expectSameBox(server.heading, app.heading, `${url} heading`);
  });
}

/**
 * The match's scoreboard (`main header`) read by `read`, as served (the app kept from starting by
 * refusing its entry module; the HTML's own fill script still runs) or once the app has rendered.
 */
async function matchHeader<T>(
  browser: Browser,
  url: string,
  startApp: boolean,
  read: (header: Locator) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 800 }, ...options });
  const tab = await context.newPage();
  if (!startApp) await tab.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await tab.goto(url);
  if (startApp) await appStarted(tab);
  const value = await read(tab.locator('main header').first());
  await context.close();
  return value;
}

test("before kick-off the first paint shows the kick-off as the app does, in the site's time zone", async ({
  browser,
  page,
}) => {
  const match = await footballMatch(page);
  const url = `/sports/football/${match.slug}`;
  // The visitor is in New York; the site (no zone configured) shows Belgrade's time.
  const kickOff = (startApp: boolean) =>
    matchHeader(browser, url, startApp, (header) => header.getByText(/^Počinje /).textContent(), {
      timezoneId: 'America/New_York',
      viewport: { width: 390, height: 800 },
    });
  const server = await kickOff(false);
  const belgrade = new Intl.DateTimeFormat('sr-Latn-ME', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: false,
    timeZone: 'Europe/Belgrade',
  }).format(new Date(match.start_time));
  expect(server).toBe(`Počinje ${belgrade}`);
  expect(server).toBe(await kickOff(true));
});
test('an unknown page answers 404 and starts the app', async ({ page }) => {
  const response = await page.goto('/sports/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a lazily loaded page does not fetch again the styles its HTML holds', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css') && !path.includes('/fonts-')) stylesheets.push(path);
  });
  await page.goto(await matchPath(page));
  await expect(page.locator('main button[aria-pressed]:not([data-favourite]):visible').first()).toBeVisible();
  // The styles the HTML holds are named by disabled links; features loaded later (the slip) may
  // fetch styles of their own, never these.
  const held = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(held.length).toBeGreaterThan(0);
  expect(stylesheets.filter((path) => held.includes(path))).toEqual([]);
});

test("a match's served heading is the markup the current components render", async ({ browser, page }) => {
  // The server fills the template the build rendered from `MatchHeader`: a change to the component
  // changes what is served, with nothing to change on the server. The favourite star is the one
  // part drawn later (a placeholder until the account UI loads when the page is idle).
  const url = await matchPath(page);
  const markup = (startApp: boolean) =>
    matchHeader(browser, url, startApp, (header) =>
      header.evaluate((element) => {
        const copy = element.cloneNode(true) as Element;
        copy.querySelectorAll('[data-favourite]').forEach((star) => star.replaceWith('(star)'));
        return copy.outerHTML;
      }),
    );
  const served = await markup(false);
  expect(served).toContain('<h1');
  expect(served).toContain('(star)');
  expect(served).toBe(await markup(true));
});
