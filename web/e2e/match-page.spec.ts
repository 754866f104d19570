// The match page a bettor reads in seconds (issue #14 item 4, decision 041): one card per market
// type with its lines as a table, the main line first, collapsible one by one and all at once,
// group tabs kept; at most half the height the page had with a card per line; no price above
// the maximum on screen; axe finds nothing serious. At 390 and 1440 px, in both languages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { fundedPlayer, placeAcceptingChanges } from './betting-helpers';

/**
 * The page's height (document scroll height, px) for a prematch top football match with 110–120
 * markets before line tables, measured on main at a144ec0 with a card per market and line (the
 * smallest of the matches measured; decision 041).
 */
const HEIGHT_BEFORE: Record<number, number> = { 390: 14_563, 1440: 13_234 };
/** The longest price offered (`SPORTSBOOK_MAX_ODDS`, default 251; the e2e server keeps it). */
const MAX_ODDS = 251;

type ListedMatch = { id: number; slug: string; available_markets: number };

/** The prematch football match with the most markets among the next ones to start. */
async function deepFootballMatch(request: APIRequestContext): Promise<ListedMatch> {
  const response = await request.get(
    '/api/sb/matches?sport_key=football&match_status=0&limit=40&sort_by=start_time',
  );
  expect(response.ok()).toBe(true);
  const matches = ((await response.json()) as { data: ListedMatch[] }).data;
  const deepest = [...matches].sort((a, b) => b.available_markets - a.available_markets)[0];
  expect(
    deepest?.available_markets ?? 0,
    'a prematch football match with a deep book',
  ).toBeGreaterThanOrEqual(100);
  return deepest as ListedMatch;
}

/**
 * A prematch cricket match, the third to start: not one about to start while a test reads it
 * (its markets would then suspend at each wicket).
 */
async function laterCricketMatch(request: APIRequestContext): Promise<ListedMatch> {
  const response = await request.get(
    '/api/sb/matches?sport_key=cricket&match_status=0&limit=3&sort_by=start_time',
  );
  expect(response.ok()).toBe(true);
  const matches = ((await response.json()) as { data: ListedMatch[] }).data;
  expect(matches.length, 'prematch cricket matches').toBeGreaterThan(0);
  return matches[matches.length - 1] as ListedMatch;
}

async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** Every price of the page, shown or in a collapsed card, as decimal odds (the default European format). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main [data-odds]').allTextContents();
  return texts.map(Number);
}

for (const width of [390, 1440]) {
  for (const locale of ['sr', 'en'] as const) {
    const texts =
      locale === 'en'
        ? { collapse: 'Collapse all', expand: 'Expand all', line: 'Line', main: 'Main line' }
        : { collapse: 'Skupi sve', expand: 'Proširi sve', line: 'Linija', main: 'Glavna linija' };

    test(`a football match page at ${width} px in ${locale} shows market cards with line tables at under half its former height`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const match = await deepFootballMatch(request);
      await page.goto(`${locale === 'en' ? '/en' : ''}/sports/football/${match.slug}`);
      const cards = page.locator('[data-market-family]');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();

      // One card per market type: the match's total goals is one table of its lines, main line first.
      const totals = page.locator('[data-market-family="18|"]');
      await expect(totals).toHaveCount(1);
      const table = totals.getByRole('table');
      await expect(table.getByRole('columnheader').first()).toHaveText(texts.line);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await expect(rows.first()).toHaveAttribute('data-main', 'true');
      await expect(rows.first().getByRole('rowheader')).toContainText(texts.main);
      // Fewer cards than markets: the lines share their type's card.
      expect(await cards.count()).toBeLessThan(match.available_markets * 0.7);

      await page.screenshot({ path: `/tmp/shots-match/match-${width}-${locale}.png`, fullPage: true });
      const height = await pageHeight(page);
      expect(height, `page height ${height} px`).toBeLessThan(HEIGHT_BEFORE[width] / 2);

      const prices = await shownPrices(page);
      expect(prices.length).toBeGreaterThan(100);
      for (const price of prices) expect(price).toBeLessThanOrEqual(MAX_ODDS);

      expect(await seriousViolations(page)).toEqual([]);

      // Collapse all, expand all, then one card closed and opened again from the keyboard.
      await page.getByRole('button', { name: texts.collapse }).click();
      await expect(cards.getByRole('button', { expanded: true })).toHaveCount(0);
      expect(await pageHeight(page)).toBeLessThan(height);
      await page.getByRole('button', { name: texts.expand }).click();
      await expect(cards.getByRole('button', { expanded: false })).toHaveCount(0);
      const header = cards.first().locator('button[aria-expanded]');
      await header.focus();
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-expanded', 'true');
    });
  }
}

test('the group tabs keep to their markets and a line table cell goes onto the slip', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const match = await deepFootballMatch(request);
  await page.goto(`/en/sports/football/${match.slug}`);
  await page.getByRole('tab', { name: 'Totals' }).click();
  const cards = page.locator('[data-market-family]');
  await expect(cards.first()).toBeVisible();
  // Every card of the totals tab is a table of lines.
  for (const card of await cards.all()) await expect(card.getByRole('table')).toBeVisible();
  const cell = page
    .locator('[data-market-family="18|"] tbody tr')
    .first()
    .locator('button[aria-pressed]')
    .first();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bet-slip')).toContainText('Total goals');
});

for (const width of [390, 1440]) {
  for (const locale of ['sr', 'en'] as const) {
    const title = locale === 'en' ? 'Innings 1 - top batsman' : '1. ining - najbolji udarač';

    test(`a cricket match page at ${width} px in ${locale} names the batters of its top batsman markets in full`, async ({
      page,
      request,
    }) => {
      const match = await laterCricketMatch(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${locale === 'en' ? '/en' : ''}/sports/cricket/${match.slug}`);
      const card = page.locator('[data-market-family]').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      const cells = card.locator('button[aria-pressed]');
      await expect(cells.first()).toBeVisible();
      expect(await cells.count()).toBeGreaterThanOrEqual(8);
      // Each cell names a player ("Given Surname") whole, not cut short, beside the price.
      for (const cell of await cells.all()) {
        const label = cell.locator('span').first();
        await expect(label).toHaveText(/^\p{L}+ [\p{L} -]+$/u);
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-match/cricket-${width}-${locale}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await cells.first().click();
      await expect(cells.first()).toHaveAttribute('aria-pressed', 'true');
      // At 1440 px the slip stands beside the markets (at 390 it is a tab of its own).
      if (width === 1440) await expect(page.getByTestId('bet-slip')).toContainText(title);
    });
  }
}

test('a player backs a batter to top-score, and My Bets names him', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await fundedPlayer(page, 'top-batsman');
  const match = await laterCricketMatch(request);
  await page.goto(`/en/sports/cricket/${match.slug}`);
  const card = page.locator('[data-market-family]').filter({ hasText: 'Innings 1 - top batsman' });
  const opener = card.locator('button[aria-pressed]').first();
  const batter = (await opener.locator('span').first().textContent()) ?? '';
  expect(batter).toMatch(/^\p{L}+ /u);
  await opener.click();
  const panel = page.getByRole('region', { name: 'Bet slip and my bets' });
  await panel
    .getByTestId('bet-slip')
    .getByLabel(/^Stake \(EUR\)$/)
    .fill('2');
  const receipt = await placeAcceptingChanges(panel);
  await expect(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  await panel.getByRole('tab', { name: 'My bets' }).click();
  const single = panel.getByRole('article', { name: 'Single' });
  await expect(single).toContainText(batter);
  await expect(single).toContainText('Innings 1 - top batsman');
  await page.screenshot({ path: '/tmp/shots-match/cricket-bet-1440-en.png' });
});
