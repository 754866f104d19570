// Favourites (docs/product.md#favourites, docs/decisions/021-favourites.md) in Chromium against the
// real server: a player stars a prematch match on its league page, finds it on the favourites page
// after a reload, unstars it there and finds the page empty after another; a visitor is asked to
// sign in. axe finds no serious violation on the page, listed or signed out.
import { expect, test, type Page, type Response } from '@playwright/test';
import { createConfirmedPlayer, signInByApi } from './account-helpers';
import { seriousViolations } from './support/axe';

type MatchRef = { id: number; slug: string; tournament: { slug: string } };

/**
 * The next prematch football match to kick off: by kick-off it is among the first rows of its
 * league's page (the feed runs 10× faster, so it may go live meanwhile; it is still listed).
 */
async function nextFootballMatch(page: Page): Promise<MatchRef> {
  const response = await page.request.get(
    '/api/sb/matches?match_status=0&sport_key=football&sort_by=start_time&limit=1',
    { headers: { Language: 'en' } },
  );
  const match = ((await response.json()) as { data: MatchRef[] }).data[0];
  expect(match).toBeTruthy();
  return match as MatchRef;
}

/** The answer to the star's `POST` or `DELETE /api/sb/favourites/matches/{id}`. */
function favouriteWrite(page: Page, method: 'POST' | 'DELETE', id: number): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname === `/api/sb/favourites/matches/${id}`,
  );
}

const EMPTY = 'No favourites yet. Press the star next to a match or a league and it will appear here.';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('a starred match is on the favourites page until it is unstarred there', async ({ page }) => {
    test.setTimeout(60_000);
    const email = await createConfirmedPlayer(page.request, 'favourites');
    await signInByApi(page, email);
    const match = await nextFootballMatch(page);

    await page.goto(`/en/sports/football/${match.tournament.slug}`);
    const row = page.locator(`main li[data-match-id="${match.id}"]`);
    // The star comes with the account UI, once the page is idle.
    const star = row.locator('button[data-favourite="matches"]');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveAccessibleName(/^Favourite: /);
    const starred = favouriteWrite(page, 'POST', match.id);
    await star.click();
    // The state flips at once, before the server answers.
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await starred).status()).toBe(204);

    await page.goto('/en/sports/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await page.reload();
    const listed = page.locator(`main li[data-match-id="${match.id}"]`);
    await expect(listed).toBeVisible();
    const listedStar = listed.locator('button[data-favourite="matches"]');
    await expect(listedStar).toHaveAttribute('aria-pressed', 'true');

    // What loads when the page is idle (the ticket panel on a desktop) is part of the page.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Bet slip and my bets' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const unstarred = favouriteWrite(page, 'DELETE', match.id);
    await listedStar.click();
    expect((await unstarred).status()).toBe(204);
    await expect(page.getByRole('main').getByText(EMPTY)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByText(EMPTY)).toBeVisible();
    await expect(page.locator('main li[data-match-id]')).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor is asked to sign in, on the favourites page and by a star', async ({ page }) => {
    await page.goto('/en/sports/favorites');
    const main = page.getByRole('main');
    await expect(main.getByText('Sign in to see your favourite matches and leagues.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    const match = await nextFootballMatch(page);
    await page.goto(`/en/sports/football/${match.tournament.slug}`);
    const star = page.locator(`main li[data-match-id="${match.id}"] button[data-favourite="matches"]`);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
