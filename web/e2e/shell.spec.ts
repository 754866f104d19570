import { expect, test } from '@playwright/test';

test('a progress bar shows at the top while a route change loads', async ({ page }) => {
  await page.goto('/sports/football');
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
  await page.route(/\/api\/sb\/matches\/\d+$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('main li[data-match-id] a').first().click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/-\d+$/);
});

test('the keyboard reaches a visible skip link first and the odds are buttons', async ({ page }) => {
  await page.goto('/sports/football');
  const skip = page.getByRole('link', { name: 'Pređi na sadržaj' });
  // The app renders once its first page is ready; Tab before that has nothing to reach. (A list
  // narrower than 800 px keeps its handicap and total cells hidden: the first shown price.)
  await expect(page.locator('main [data-odds]:visible').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // An open price (a suspended one is a disabled button, out of the tab order by design: the
  // first row may be a match whose markets are suspended just then).
  const odds = page
    .locator('main button[aria-pressed]:not([data-favourite]):not([data-suspended]):visible')
    .first();
  await odds.focus();
  await expect(odds).toBeFocused();
});

test('the first page paints from the data inlined in its HTML, without asking the API for it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The slip's settings are not page data: they load with the ticket panel when the page is idle.
    if (url.pathname === '/api/sb/settings') return;
    if (request.method() === 'GET' && url.pathname.startsWith('/api/sb/')) asked.push(url.pathname);
  });
  await page.goto('/sports');
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
  const href = await page.locator('main li[data-match-id] a').first().getAttribute('href');
  expect(asked).toEqual([]);

  await page.goto(href ?? '/sports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main button[aria-pressed]:not([data-favourite]):visible').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('a league and a category page paint from their inlined sport, categories and leagues', async ({
  page,
}) => {
  const body = (await (await page.request.get('/api/sb/tournaments?sport_key=tennis')).json()) as {
    data: { slug: string; category: { slug: string } }[];
  };
  const league = body.data[0];
  expect(league).toBeTruthy();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/sb/'))
      asked.push(url.pathname + url.search);
  });
  // What the slug route's loader asks for (routes/first-data.ts), spelled as api/client.ts spells it.
  const loaderAsks = [
    '/api/sb/sports',
    '/api/sb/categories?sport_key=tennis',
    '/api/sb/tournaments?sport_key=tennis',
  ];
  for (const slug of [league?.slug, league?.category.slug]) {
    await page.goto(`/en/sports/tennis/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-page', /^(league|category)$/);
    expect(asked.filter((url) => loaderAsks.includes(url))).toEqual([]);
  }
});
