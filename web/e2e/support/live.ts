/** Helpers for the realtime journeys. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toEuropean } from '../../src/lib/odds';

type Outcome = { id: number; name: string; active: boolean; odds: number | null };
type Market = { id: number; specifier: string; name: string; status: number; outcomes: Outcome[] };

/** Every offered price of a match as the API serves it now, keyed by market and outcome name (`cellNames`). */
export async function offeredPrices(
  request: APIRequestContext,
  matchId: number,
  origin = '',
): Promise<Map<string, number>> {
  const response = await request.get(`${origin}/api/sb/matches/${matchId}/markets?limit=500`, {
    headers: { Language: 'en' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Market[] };
  const prices = new Map<string, number>();
  for (const market of body.data.filter((m) => m.status === 1)) {
    for (const outcome of market.outcomes.filter((o) => o.active && o.odds !== null)) {
      prices.set(`${market.name}\n${outcome.name}`, Math.round((outcome.odds ?? 0) * 1000));
    }
  }
  return prices;
}

/** Opens the first live match from the live page and returns its id. */
export async function openLiveMatch(page: Page, origin = ''): Promise<number> {
  await page.goto(`${origin}/en/sports/live`);
  const row = page.locator('main li[data-match-id]').first();
  const id = Number(await row.getAttribute('data-match-id'));
  await row.locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`-${id}$`));
  await expect(page.locator('[data-market-id]').first()).toBeVisible();
  return id;
}

/**
 * The accessible names a match page's odds cell for a key of `offeredPrices` at `odds` (decimal
 * × 1000) may have: the visible text first, then what it is about (ticket/odds-cell.tsx). A
 * market without lines shows the outcome and the price; a line table's cell shows the price only.
 */
export function cellNames(key: string, odds: number): string[] {
  const [market, outcome] = key.split('\n');
  const price = toEuropean(odds);
  return [`${outcome} ${price}, ${market}`, `${price}, ${outcome}, ${market}`];
}
