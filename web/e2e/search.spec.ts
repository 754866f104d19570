// Search (docs/product.md#search) in Chromium against the real server: the header's field is a
// WAI-ARIA combobox — suggestions in a listbox, the arrows moving `aria-activedescendant`, Enter
// opening the active suggestion or the results page (`/sports/search?q=…`), whose matches are
// grouped by sport. A team with a diacritic in its Serbian name is typed without it. axe finds no
// serious violation on the open combobox nor on the results page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

type Competitor = { name: string };
type FoundMatch = {
  id: number;
  name: string;
  slug: string;
  competitors: Competitor[];
  tournament: { sport: { key: string; name: string } };
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a visitor types for a name without its diacritics: `Ćuprija` → `cuprija`. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

async function search(request: APIRequestContext, query: string, language: string): Promise<FoundMatch[]> {
  const response = await request.get(`/api/sb/search?q=${encodeURIComponent(query)}`, {
    headers: { Language: language },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { matches: FoundMatch[] } }).data.matches;
}

/**
 * A team whose Serbian name has a diacritic, the part of that word a visitor types without it
 * (`Mađarska` → `madarsk`), and one of its matches the search finds for that.
 */
async function accentedTeam(request: APIRequestContext) {
  const listed = await request.get('/api/sb/matches?match_status=0&sort_by=start_time&limit=200', {
    headers: { Language: 'sr' },
  });
  const matches = ((await listed.json()) as { data: FoundMatch[] }).data;
  for (const listedMatch of matches) {
    for (const team of listedMatch.competitors) {
      const word = team.name.split(' ').find((part) => withoutAccents(part) !== part && part.length >= 5);
      if (word === undefined) continue;
      const typed = withoutAccents(word).toLowerCase().slice(0, -1);
      const match = (await search(request, typed, 'sr')).find((found) =>
        found.competitors.some((c) => c.name === team.name),
      );
      if (match) return { team: team.name, typed, match };
    }
  }
  throw new Error('the seeded catalogue has no team with a diacritic in its name');
}

/** The header's field, once the app has taken over the server's first paint (text typed before is lost). */
async function headerField(page: Page, name: string) {
  await expect(page.locator('main li[data-match-id]').first()).toBeVisible();
  return page.locator('#root > header').getByRole('combobox', { name });
}

test.use({ viewport: { width: 1440, height: 1000 } });

test('the header field suggests as a combobox, and Enter shows every result by sport', async ({ page }) => {
  // About 8 s on a quiet machine (an axe scan and two pages); a loaded 2-core one took over 30.
  test.setTimeout(60_000);
  const { team, typed, match } = await accentedTeam(page.request);

  await page.goto('/sports');
  const field = await headerField(page, 'Pretraga mečeva i liga');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveAttribute('aria-autocomplete', 'list');
  await field.fill(typed);

  const listbox = page.getByRole('listbox', { name: 'Pretraga mečeva i liga' });
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  await expect(listbox).toContainText(team);
  const options = listbox.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  await expect(field).not.toHaveAttribute('aria-activedescendant');

  // The arrows move the active option; the focus stays in the field.
  await field.press('ArrowDown');
  const first = (await options.nth(0).getAttribute('id')) ?? '';
  await expect(field).toHaveAttribute('aria-activedescendant', first);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await field.press('ArrowUp');
  await field.press('ArrowUp');
  // From the first option, up wraps to the last.
  const last = (await options.last().getAttribute('id')) ?? '';
  await expect(field).toHaveAttribute('aria-activedescendant', last);
  await expect(field).toBeFocused();
  expect(await seriousViolations(page, ['#root > header form[role="search"]'])).toEqual([]);

  // Typing leaves the options (here a letter deleted and typed again): Enter then opens the results page.
  await field.press('Backspace');
  await field.press(typed.slice(-1));
  await expect(field).toHaveValue(typed);
  await expect(field).not.toHaveAttribute('aria-activedescendant');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sports/search\\?q=${escape(encodeURIComponent(typed))}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pretraga' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Pretraga mečeva i liga' })).toHaveValue(
    typed,
  );
  const sport = page.getByRole('region', { name: match.tournament.sport.name, exact: true });
  await expect(sport.getByRole('heading', { level: 2 })).toHaveText(match.tournament.sport.name);
  const row = sport.locator(`li[data-match-id="${match.id}"]`);
  await expect(row).toBeVisible();
  // The row is the lists' own: its prices go onto the slip.
  await expect(row.locator('button[aria-pressed]:not([data-favourite]):visible').first()).toBeVisible();
  await expect(field).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a click on a suggestion opens its match', async ({ page, request }) => {
  const upcoming = await request.get('/api/sb/matches?match_status=0&limit=1&sport_key=football', {
    headers: { Language: 'en' },
  });
  const team: string =
    ((await upcoming.json()) as { data: FoundMatch[] }).data[0]?.competitors[0]?.name ?? '';
  const found = (await search(request, team, 'en'))[0];
  expect(found).toBeTruthy();

  await page.goto('/en/sports');
  const field = await headerField(page, 'Search matches and leagues');
  await field.fill(team);
  await page
    .getByRole('option', { name: new RegExp(escape(found?.name ?? '')) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/sports/[a-z0-9-]+/${escape(found?.slug ?? '')}$`));
  await expect(page.locator('main header').first()).toContainText(team);
});

test('a short query gets a hint; Escape closes, then empties; the results page searches anew', async ({
  page,
}) => {
  await page.goto('/en/sports');
  const field = await headerField(page, 'Search matches and leagues');
  await field.fill('ab');
  const status = page.locator('#root > header form[role="search"] [role="status"]');
  await expect(status).toHaveText('Type 3 to 50 characters.');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/sports$/);
  await field.press('Escape');
  await expect(status).toHaveText('');
  await expect(field).toHaveValue('ab');
  await field.press('Escape');
  await expect(field).toHaveValue('');

  await page.goto('/en/sports/search?q=zzqqxx');
  await expect(page.getByRole('main')).toContainText('Nothing found for “zzqqxx”.');
  const pageField = page.getByRole('main').getByRole('searchbox', { name: 'Search matches and leagues' });
  await pageField.fill('xy');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main')).toContainText('Type 3 to 50 characters.');
  await expect(page).toHaveURL(/\?q=zzqqxx$/);
  await pageField.fill('Kup nacija');
  await pageField.press('Enter');
  await expect(page).toHaveURL(/\?q=Kup\+nacija$/);
  await expect(page.getByRole('main').locator('li[data-match-id]').first()).toBeVisible();
});
