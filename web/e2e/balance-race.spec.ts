// A balance the player sees is never stale after a money movement (docs/decisions/047): the
// accounts the page asked for before a bet committed may answer after the bet's `balance_changed`,
// and must not put the old balance back in the header.
import { expect, test, type Page } from '@playwright/test';
import { headerBalance } from './account-helpers';
import { APP_HEADER, fundedPlayer } from './betting-helpers';

type Market = {
  id: number;
  specifier: string;
  status: number;
  outcomes: { id: number; odds?: number; active: boolean }[];
};

/** The first open outcome of a prematch football match that kicks off more than an hour from now. */
async function openSelection(page: Page) {
  const later = Date.now() + 3_600_000;
  const list = await page.request.get('/api/sb/matches?match_status=0&sport_key=football&limit=50');
  const matches = ((await list.json()) as { data: { id: number; start_time: string }[] }).data;
  for (const match of matches.filter((m) => Date.parse(m.start_time) > later)) {
    const reply = await page.request.get(`/api/sb/matches/${match.id}/markets?limit=50`);
    for (const market of ((await reply.json()) as { data: Market[] }).data) {
      const outcome = market.outcomes.find((o) => o.active && typeof o.odds === 'number');
      if (market.status === 1 && outcome)
        return {
          match_id: match.id,
          market_id: market.id,
          specifier: market.specifier,
          outcome_id: outcome.id,
          odds: outcome.odds,
        };
    }
  }
  throw new Error('no open prematch selection');
}

test('an answer read before a bet committed does not put the old balance back', async ({ page }) => {
  await fundedPlayer(page, 'balance-race', '20.00');
  // The private channel subscribes (and resyncs the balance) only once the first balance is on
  // screen; every later accounts answer is read from the server at once but delivered only when
  // released: the resync's answer says 20.00 whatever happens meanwhile.
  let shown!: () => void;
  const firstShown = new Promise<void>((resolve) => (shown = resolve));
  await page.route('**/api/sb/websocket/authorize', async (route) => {
    await firstShown;
    await route.continue();
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  let settled = 0;
  const isAccounts = (url: string) => url.endsWith('/api/platform/player/accounts');
  // A request ends when the page has its answer's body, or when it gave up on it.
  page.on('requestfinished', (request) => void (isAccounts(request.url()) && (settled += 1)));
  page.on('requestfailed', (request) => void (isAccounts(request.url()) && (settled += 1)));
  await page.route('**/api/platform/player/accounts', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    asked += 1;
    if (asked === 1) return route.continue();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto('/en/sports');
  await expect(headerBalance(page)).toContainText('20.00 EUR');
  shown();
  await expect.poll(() => asked, { message: "the private channel's resync" }).toBe(2);

  const placed = await page.request.post('/api/sb/bets', {
    headers: { ...APP_HEADER, 'Idempotency-Key': `balance-race-${Date.now()}` },
    data: {
      meta: { device_id: 'e2e', quick: false, type: 'single' },
      bets: [{ stake: { value: '5.00', currency: 'EUR' }, selections: [await openSelection(page)] }],
    },
  });
  expect(placed.status()).toBe(201);
  await expect(headerBalance(page)).toContainText('15.00 EUR');

  release();
  await expect.poll(() => settled).toBe(asked);
  // Two frames: the answers' handlers have run and React has drawn what they left.
  for (let frame = 0; frame < 2; frame += 1) await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(headerBalance(page)).toContainText('15.00 EUR');
});
