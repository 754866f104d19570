// Live states that tell the truth (issue #14 item 3, decision 042), on a server of this spec's own
// whose matches play four times faster than the suite's (half-time lasts about 22 s): a football
// match at half-time says so on its page and in the live list, with its clock hidden; a tennis
// match shows sets, the games of the set, the points and who serves, on its page and in its live
// row; a live cricket row shows each side's runs/wickets and overs; every live row names its
// period. At 390 and 1440 px, in both languages; screenshots in /tmp/shots-live-states/.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ownPort, startOwnServer, type OwnServer } from './support/own-server';

const SHOTS = '/tmp/shots-live-states';
/** The suite's site configuration, so the pages look as in the other journeys. */
const SITE = JSON.parse(
  readFileSync(new URL('./support/site-config.json', import.meta.url), 'utf8'),
) as object;
const COMBOS = [390, 1440].flatMap((width) => (['sr', 'en'] as const).map((locale) => ({ width, locale })));
const TEXTS = {
  sr: { halftime: 'Poluvreme', games: 'Gemovi', points: 'Poeni', serving: 'Servira', serveMark: 'servira' },
  en: { halftime: 'Half-time', games: 'Games', points: 'Points', serving: 'Serving', serveMark: 'serving' },
};

type LiveMatch = {
  id: number;
  slug: string;
  stage: string;
  statistics: {
    clock: { match_time: number };
    game_score?: { home: string } | null;
    current_server?: string;
  };
};

// One server of the spec's own, so its tests run one after the other in one worker: in parallel
// each worker would start one on the same port, and the first to finish would stop the other's.
test.describe.configure({ mode: 'default' });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer(ownPort(10), SITE, {
    SPORTSBOOK_FEED_SPEED: '40',
    SPORTSBOOK_FEED_OUTAGES: 'off',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function live(api: APIRequestContext, sport: string): Promise<LiveMatch[]> {
  const response = await api.get(`/api/sb/matches?match_status=1&sport_key=${sport}&limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LiveMatch[] }).data;
}

function path(locale: 'sr' | 'en', rest: string): string {
  return `${server.origin}${locale === 'en' ? '/en' : ''}/sports${rest}`;
}

/** A football match that has just gone in at half-time: one near the end of its first half, then at the break. */
async function justAtHalfTime(api: APIRequestContext): Promise<LiveMatch> {
  let watched: number | undefined;
  let found: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        const matches = await live(api, 'football');
        const late = matches.find((m) => m.stage === 'period_1' && m.statistics.clock.match_time >= 2100);
        watched ??= late?.id;
        found = matches.find((m) => m.id === watched && m.stage === 'halftime');
        return found !== undefined;
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toBe(true);
  return found as LiveMatch;
}

async function open(page: Page, width: number, url: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
}

test('a football match at half-time says so on its page and in the live list', async ({ page }) => {
  test.setTimeout(600_000);
  for (const { width, locale } of COMBOS) {
    // Half-time lasts about 22 s here: each width and language takes a match that has just
    // reached it, so the pages are read while it lasts.
    const match = await justAtHalfTime(server.api);
    await open(page, width, path(locale, `/football/${match.slug}`));
    const header = page.locator('main header').first();
    await expect(header.locator('[data-stage]')).toHaveText(TEXTS[locale].halftime);
    await expect(header.locator('[data-clock]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/halftime-match-${width}-${locale}.png` });
    expect(await seriousViolations(page, ['main header'])).toEqual([]);

    await open(page, width, path(locale, '/live?sport=football'));
    const row = page.locator(`main li[data-match-id="${match.id}"]`);
    await expect(row.locator('[data-stage]')).toHaveText(TEXTS[locale].halftime);
    await expect(row.locator('[data-clock]')).toHaveCount(0);
    // Every live row names where its match stands.
    const rows = page.locator('main li[data-match-id]');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(page.locator('main li[data-match-id]:not(:has([data-stage]))')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/halftime-list-${width}-${locale}.png` });
  }
});

test('a live tennis match shows its sets, the games of the set, the points and who serves', async ({
  page,
}) => {
  test.setTimeout(480_000);
  for (const { width, locale } of COMBOS) {
    // Each width and language takes a match in its first set, still live while its page is read.
    const { id, slug } = await liveWithGameScore('tennis', true);
    const response = await server.api.get(`/api/sb/matches/${id}`);
    const players = ((await response.json()) as { data: { competitors: { name: string }[] } }).data
      .competitors;
    await open(page, width, path(locale, `/tennis/${slug}`));
    const header = page.locator('main header').first();
    await expect(header.getByLabel(/Rezultat|Score/)).toHaveText(/^\d : \d$/);
    await expect(header.locator('[data-stage]')).toHaveText(/set/);
    await expect(header.locator('[data-games]')).toHaveText(new RegExp(`^${TEXTS[locale].games} \\d+:\\d+$`));
    await expect(header.locator('[data-points]')).toHaveText(
      new RegExp(`^${TEXTS[locale].points} \\S+:\\S+$`),
    );
    const serving = header.locator('[data-server]');
    await expect(serving).toContainText(TEXTS[locale].serving);
    const servingText = (await serving.innerText()).trim();
    expect(players.some((player) => servingText.endsWith(player.name))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tennis-${width}-${locale}.png` });
  }
});

/**
 * A live match of `sport` in its first period (so it is still live while the pages are read)
 * whose statistics have a game score (and, when `withServer`, a server).
 */
async function liveWithGameScore(sport: string, withServer: boolean): Promise<LiveMatch> {
  let match: LiveMatch | undefined;
  await expect
    .poll(
      async () => {
        match = (await live(server.api, sport)).find(
          (m) =>
            m.stage === 'period_1' && m.statistics.game_score && (!withServer || m.statistics.current_server),
        );
        return match !== undefined;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return match as LiveMatch;
}

test('live rows show a tennis game’s points and server, and a cricket side’s wickets and overs', async ({
  page,
}) => {
  test.setTimeout(480_000);
  for (const { width, locale } of COMBOS) {
    // Matches here play forty times faster than real time: each width and language takes one
    // in its first period, so it is still live while its pages are read.
    const tennis = await liveWithGameScore('tennis', true);
    await open(page, width, path(locale, '/live?sport=tennis'));
    const row = page.locator(`main li[data-match-id="${tennis.id}"]`);
    await row.scrollIntoViewIfNeeded();
    // Sets, the games of the set and the points, for each side; the mark on the side serving.
    await expect(row.locator('[data-score]')).toHaveText([/^\d$/, /^\d$/]);
    await expect(row.locator('[data-games]')).toHaveText([/^\d+$/, /^\d+$/]);
    await expect(row.locator('[data-points]')).toHaveText([/^(0|15|30|40|A|\d+)$/, /^(0|15|30|40|A|\d+)$/]);
    const mark = row.locator('[data-server]');
    await expect(mark).toHaveCount(1);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText(TEXTS[locale].serveMark);
    // The mark is named within the row's link: the players, who serves, the scores.
    await expect(row.getByRole('link').first()).toHaveAccessibleName(new RegExp(TEXTS[locale].serveMark));
    await row.screenshot({ path: `${SHOTS}/tennis-row-${width}-${locale}.png` });
    await page.screenshot({ path: `${SHOTS}/tennis-list-${width}-${locale}.png` });
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    const cricket = await liveWithGameScore('cricket', false);
    await open(page, width, path(locale, '/live?sport=cricket'));
    const innings = page.locator(`main li[data-match-id="${cricket.id}"]`);
    await innings.scrollIntoViewIfNeeded();
    // Runs/wickets where the bare runs were, then the overs.
    await expect(innings.locator('[data-score]')).toHaveText([/^\d+\/\d+$/, /^\d+\/\d+$/]);
    await expect(innings.locator('[data-points]')).toHaveText([/^\(\d+\.\d\)$/, /^\(\d+\.\d\)$/]);
    await expect(innings.locator('[data-server]')).toHaveCount(0);
    await innings.screenshot({ path: `${SHOTS}/cricket-row-${width}-${locale}.png` });
    await page.screenshot({ path: `${SHOTS}/cricket-list-${width}-${locale}.png` });
    expect(await seriousViolations(page, ['main'])).toEqual([]);
  }
});
