import { expect, test } from '@playwright/test';

test('searching from the header finds a match and opens it', async ({ page, request }) => {
  const response = await request.get('/api/sb/matches?match_status=0&limit=1&sport_key=football');
  const match = (await response.json()).data[0];
  const team: string = match.competitors[0].name;
  await page.goto('/en/sports');
  await page.getByRole('searchbox', { name: 'Search matches and leagues' }).fill(team);
  const result = page
    .getByRole('search')
    .getByRole('link', { name: new RegExp(match.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await result.click();
  await expect(page).toHaveURL(/\/en\/sports\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/);
  await expect(page.locator('main header').first()).toContainText(team);
});
