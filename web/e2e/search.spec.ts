import { expect, test } from '@playwright/test';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('searching from the header finds a match and opens it', async ({ page, request }) => {
  const headers = { Language: 'en' };
  const upcoming = await request.get('/api/sb/matches?match_status=0&limit=1&sport_key=football', {
    headers,
  });
  const team: string = (await upcoming.json()).data[0].competitors[0].name;
  const found = await request.get(`/api/sb/search?q=${encodeURIComponent(team)}`, { headers });
  const first = (await found.json()).data.matches[0];

  await page.goto('/en/sports');
  // The field is in the server's first paint: text typed before the app takes over is lost.
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search matches and leagues' }).fill(team);
  await page
    .getByRole('search')
    .getByRole('link', { name: new RegExp(escape(first.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/sports/[a-z0-9-]+/${escape(first.slug)}$`));
  await expect(page.locator('main header').first()).toContainText(team);
});
