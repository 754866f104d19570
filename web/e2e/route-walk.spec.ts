// The shared route list (the build's dist/.vite/routes.json, which the server reads) walked against
// the server: every page kind it names is reached at a real path and answers the status and
// indexing the list gives it, with the footer at phone and desktop widths; sections that do not
// exist are 404 pages kept out of search engines (issue "Embedding, the app shell…", done-when 2).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

type RouteList = {
  routes: { path: string; kinds: string[] }[];
  pages: Record<string, { is_indexed: boolean; status: number }>;
};

const LIST = JSON.parse(readFileSync(resolve('dist/.vite/routes.json'), 'utf8')) as RouteList;

type Catalogue = { match: string; category: string; league: string };

async function footballCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.get('/api/sb/matches?match_status=0&sport_key=football&limit=1');
  const [match] = (
    (await response.json()) as {
      data: { slug: string; tournament: { slug: string; category: { slug: string } } }[];
    }
  ).data;
  expect(match).toBeTruthy();
  return {
    match: match?.slug ?? '',
    category: match?.tournament.category.slug ?? '',
    league: match?.tournament.slug ?? '',
  };
}

/** A real path of each page kind; a kind the list gains without one here fails the walk. */
const PATHS: Record<string, (catalogue: Catalogue) => string> = {
  home: () => '/sports',
  live: () => '/sports/live',
  cybersport: () => '/sports/cybersport',
  schedule: () => '/sports/schedule',
  results: () => '/sports/results',
  generalRules: () => '/sports/general-rules',
  about: () => '/sports/about',
  search: () => '/sports/search?q=united',
  custom: () => '/sports/pages/welcome',
  betsHistory: () => '/sports/bets-history',
  favourites: () => '/sports/favorites',
  deposit: () => '/sports/profile/wallet/deposit',
  transactions: () => '/sports/profile/wallet/transactions',
  limits: () => '/sports/profile/limits',
  saferGambling: () => '/sports/profile/safer-gambling',
  sport: () => '/sports/football',
  match: (c) => `/sports/football/${c.match}`,
  category: (c) => `/sports/football/${c.category}`,
  league: (c) => `/sports/football/${c.league}`,
  notFound: () => '/sports/404',
  blocked: () => '/sports/blocked',
  locked: () => '/sports/locked',
  initSportsbook: () => '/sports/init-sportsbook',
  error: () => '/500',
  users: () => '/users/sign-in',
};

test('the walk knows a path for every page kind of the shared route list', () => {
  const kinds = LIST.routes.flatMap((route) => route.kinds);
  expect([...new Set(kinds)].sort()).toEqual(Object.keys(PATHS).sort());
});

for (const width of [390, 1440]) {
  test(`every page kind answers as the route list says, with the footer (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const catalogue = await footballCatalogue(page.request);
    for (const [kind, pathOf] of Object.entries(PATHS)) {
      const expected = LIST.pages[kind];
      expect(expected, kind).toBeTruthy();
      const response = await page.goto(pathOf(catalogue));
      expect(response?.status(), kind).toBe(expected?.status);
      const robots = page.locator('meta[name="robots"]');
      await expect(robots, kind).toHaveAttribute(
        'content',
        expected?.is_indexed ? 'index, follow' : 'noindex, nofollow',
      );
      await expect(page.getByRole('contentinfo'), kind).toBeAttached();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo').getByText(/18\+/).first(), kind).toBeVisible();
    }
  });
}

test('sections that do not exist are 404 pages kept out of search engines', async ({ request }) => {
  for (const path of [
    '/sports/promotions',
    '/sports/racing',
    '/sports/lotteries',
    '/sports/premium-cricket',
    '/sports/virtual-gaming-arena',
    '/sports/profile',
    '/en/sports/live/extra',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
  }
});
