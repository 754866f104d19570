// axe-core in the page, on a catalogue page, a match and the bets history, at phone and desktop
// widths: no critical or serious violation (WCAG 2.x A and AA rules, axe's best practices).
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayer } from './betting-helpers';
import { seriousViolations } from './support/axe';

async function prematchMatchPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/sb/matches?match_status=0&sport_key=football&limit=1');
  const match = ((await response.json()) as { data: { slug: string }[] }).data[0];
  expect(match).toBeTruthy();
  return `/sports/football/${match?.slug}`;
}

/** The pages to check and how to reach each (the history as a signed-in player). */
const PAGES: Record<string, (page: Page) => Promise<string>> = {
  home: async () => '/sports',
  'a prematch match': prematchMatchPath,
  'bets history': async (page) => {
    await fundedPlayer(page, 'axe');
    return '/sports/bets-history';
  },
};

for (const width of [390, 1440]) {
  for (const [name, find] of Object.entries(PAGES)) {
    test(`axe finds no serious violation: ${name} (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(await find(page));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // What loads when the page is idle (the ticket panel on a desktop) is part of the page.
      await page.waitForLoadState('networkidle');
      if (width >= 1280)
        await expect(page.getByRole('region', { name: 'Tiket i moji tiketi' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
