// The footer of every page at phone and desktop widths (its links — the platform's built with the
// way back —, the 18+ notice, the site's clock in the configured zone, the licence line of
// e2e/support/site-config.json), its language switch and axe on it; and the alerts: offline, one at
// a time.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

// The visitor's zone differs from the site's (Europe/Belgrade by default): times follow the site.
test.use({ timezoneId: 'America/New_York' });

async function prematchMatchPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/sb/matches?match_status=0&sport_key=football&limit=1');
  const match = ((await response.json()) as { data: { slug: string }[] }).data[0];
  expect(match).toBeTruthy();
  return `/en/sports/football/${match?.slug}`;
}

const PAGES: Record<string, (page: Page) => Promise<string>> = {
  home: async () => '/en/sports',
  sport: async () => '/en/sports/football',
  match: prematchMatchPath,
  limits: async () => '/en/sports/profile/limits',
  'not found': async () => '/en/sports/no-such-sport',
};

/** HH:MM in Belgrade at `at`. */
function belgradeTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Belgrade',
  }).format(at);
}

async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * How far `lower` starts below `upper`, both measured in one task: content loading above the
 * footer between two separate measurements would move it and fake a difference.
 */
async function offsetBelow(upper: Locator, lower: Locator): Promise<number> {
  const other = await lower.elementHandle();
  return upper.evaluate(
    (element, below) =>
      (below?.getBoundingClientRect().top ?? Number.NaN) - element.getBoundingClientRect().top,
    other,
  );
}

for (const width of [390, 1440]) {
  for (const [name, find] of Object.entries(PAGES)) {
    test(`the footer is on the ${name} page (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(await find(page));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeAttached();
      // It came after the first paint, below the fold: nothing on screen moved for it.
      expect(await top(footer)).toBeGreaterThanOrEqual(900);
      await footer.scrollIntoViewIfNeeded();

      await expect(footer.getByText('18+', { exact: true })).toBeVisible();
      await expect(footer).toContainText('Betting is for adults only.');
      await expect(footer).toContainText('Operated under licence no. 000/E2E');
      const links = footer.getByRole('navigation', { name: 'Information' });
      await expect(links.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
        'href',
        '/en/sports/profile/safer-gambling',
      );
      await expect(links.getByRole('link', { name: 'General rules' })).toHaveAttribute(
        'href',
        '/en/sports/general-rules',
      );
      await expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/sports/about');
      const back = `back_url=${encodeURIComponent(page.url())}`;
      await expect(links.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
        'href',
        `https://casino.example/en/terms-and-conditions?${back}`,
      );
      await expect(links.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
        'href',
        `https://casino.example/en/help-center?${back}`,
      );
      await expect(footer.getByLabel('Language')).toHaveValue('en');
      await expect(footer.getByLabel('Odds format')).toBeVisible();

      const clock = footer.locator('time[data-site-clock]');
      // The clock shows the last tick of the shared one-second timer.
      const before = new Date(Date.now() - 1_500);
      const shown = (await clock.textContent()) ?? '';
      const after = new Date();
      expect([belgradeTime(before), belgradeTime(after)]).toContain(shown.slice(0, 5));
      await expect(clock).not.toHaveText(shown); // it ticks

      // Desktop from 1200 px: notice, links and settings side by side; below, one column.
      const notice = footer.getByText('Betting is for adults only.');
      const settings = footer.getByLabel('Language');
      if (width >= 1200) expect(Math.abs(await offsetBelow(notice, links))).toBeLessThan(24);
      else expect(await offsetBelow(links, settings)).toBeGreaterThan(0);
    });
  }
}

test('the language switch in the footer changes the page language', async ({ page }) => {
  await page.goto('/en/sports/football');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Language').selectOption('sr');
  await expect(page).toHaveURL(/\/sports\/football$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(footer.getByRole('link', { name: 'Odgovorno klađenje' })).toHaveAttribute(
    'href',
    '/sports/profile/safer-gambling',
  );
  await expect(footer).toContainText('Priređivač posluje na osnovu dozvole br. 000/E2E');
  await expect(footer.getByRole('link', { name: 'Uslovi korišćenja' })).toHaveAttribute(
    'href',
    `https://casino.example/terms-and-conditions?back_url=${encodeURIComponent(page.url())}`,
  );
});

for (const width of [390, 1440]) {
  test(`axe finds no serious violation in the footer (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sports');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await seriousViolations(page, ['footer'])).toEqual([]);
  });
}

test('going offline shows the connection-error alert at the bottom centre, closing after 5 s', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/sports');
  await expect(page.locator('[data-live-status="connected"]')).toBeAttached();
  await context.setOffline(true);
  const alert = page.getByRole('alert').filter({ hasText: 'Connection error' });
  await expect(alert).toBeVisible();
  const box = await alert.boundingBox();
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 720)).toBeLessThan(2);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800);
  await expect(alert).toHaveCount(0, { timeout: 7_000 });
  await context.setOffline(false);
});

test('a new alert replaces the one on screen', async ({ page, context }) => {
  await page.goto('/en/sports?payment=error');
  const payment = page.getByRole('alert').filter({ hasText: 'Deposit failed' });
  await expect(payment).toBeVisible();
  await expect(page.locator('[data-live-status="connected"]')).toBeAttached();
  await expect(payment).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await expect(payment).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await context.setOffline(false);
});
