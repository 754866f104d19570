// axe-core in the page (WCAG 2.x A and AA rules, axe's best practices) on a player's main pages and
// states — home, a sport, a league, a match, live, the bet slip with a selection, the sign-in dialog and the wallet's deposit page — in Serbian and English, at phone
// and desktop widths (and two of them in the light theme): no critical or serious violation.
// Screenshots in /tmp/shots-a11y/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayer } from './betting-helpers';
import { seriousViolations } from './support/axe';

const SHOTS = '/tmp/shots-a11y';
mkdirSync(SHOTS, { recursive: true });

type Locale = 'sr' | 'en';

/** The names the checks look for, in each language (the app's message files). */
const TEXT = {
  sr: { panel: 'Tiket i moji tiketi', slipButton: /^Tiket/, selections: 'Izbori', signIn: 'Prijava' },
  en: { panel: 'Bet slip and my bets', slipButton: /^Bet slip/, selections: 'Selections', signIn: 'Sign in' },
} as const;

/** A path under `/sports` in `locale`: Serbian has no prefix, English `/en`. */
function localized(locale: Locale, path: string): string {
  return `${locale === 'en' ? '/en' : ''}/sports${path}`;
}

/** A prematch football match, and its league (the API's first match of the schedule). */
async function prematchMatch(page: Page): Promise<{ slug: string; tournament: { slug: string } }> {
  const response = await page.request.get('/api/sb/matches?match_status=0&sport_key=football&limit=1');
  const match = ((await response.json()) as { data: { slug: string; tournament: { slug: string } }[] })
    .data[0];
  expect(match).toBeTruthy();
  return match as { slug: string; tournament: { slug: string } };
}

/** Puts the match's first open price on the slip and shows the slip. */
async function slipWithSelection(page: Page, locale: Locale, width: number): Promise<void> {
  const price = page
    .getByRole('main')
    .locator('button[aria-pressed]:not([data-suspended]):not([data-favourite]):visible')
    .first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  // On a desktop the first selection opens the panel on the slip; on a phone the tab bar opens it.
  if (width < 1280)
    await page.getByTestId('tab-bar').getByRole('button', { name: TEXT[locale].slipButton }).click();
  const slip = page.getByRole(width < 1280 ? 'dialog' : 'region', { name: TEXT[locale].panel });
  await expect(slip.getByRole('list', { name: TEXT[locale].selections }).getByRole('listitem')).toHaveCount(
    1,
  );
}

type Check = {
  /** Where the page is, in `locale` (signing a player in first where it needs one). */
  path: (page: Page, locale: Locale) => Promise<string>;
  /** What a visitor does on it to reach the state checked. */
  then?: (page: Page, locale: Locale, width: number) => Promise<void>;
};

/** The pages and states checked, and how to reach each. */
const CHECKS: Record<string, Check> = {
  home: { path: async (_, locale) => localized(locale, '') },
  sport: { path: async (_, locale) => localized(locale, '/football') },
  league: {
    path: async (page, locale) =>
      localized(locale, `/football/${(await prematchMatch(page)).tournament.slug}`),
  },
  'a prematch match': {
    path: async (page, locale) => localized(locale, `/football/${(await prematchMatch(page)).slug}`),
  },
  live: { path: async (_, locale) => localized(locale, '/live') },
  'the bet slip with a selection': {
    path: async (page, locale) => localized(locale, `/football/${(await prematchMatch(page)).slug}`),
    then: slipWithSelection,
  },
  'the sign-in dialog': {
    path: async (_, locale) => localized(locale, '?modal=signIn'),
    then: async (page, locale) => {
      await expect(page.getByRole('dialog', { name: TEXT[locale].signIn })).toBeVisible();
    },
  },
  'the deposit page': {
    path: async (page, locale) => {
      await fundedPlayer(page, 'axe');
      return localized(locale, '/profile/wallet/deposit');
    },
  },
};

type Variant = { locale: Locale; width: number; theme: 'dark' | 'light' };

/** Reaches the check `name` in `variant`, screenshots it, and asks axe. */
async function expectNoSeriousViolation(page: Page, name: string, variant: Variant): Promise<void> {
  const { locale, width, theme } = variant;
  const { path, then } = CHECKS[name] as Check;
  await page.setViewportSize({ width, height: 900 });
  // The header's theme toggle keeps its choice in local storage.
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(await path(page, locale));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // What loads when the page is idle (the ticket panel on a desktop) is part of the page.
  await page.waitForLoadState('networkidle');
  if (width >= 1280) await expect(page.getByRole('region', { name: TEXT[locale].panel })).toBeVisible();
  await then?.(page, locale, width);
  await page.screenshot({ path: `${SHOTS}/${name.replaceAll(' ', '-')}-${locale}-${width}-${theme}.png` });
  expect(await seriousViolations(page)).toEqual([]);
}

for (const locale of ['sr', 'en'] as const) {
  for (const width of [390, 1440]) {
    for (const name of Object.keys(CHECKS)) {
      test(`axe finds no serious violation: ${name} (${locale}, ${width} px)`, async ({ page }) => {
        await expectNoSeriousViolation(page, name, { locale, width, theme: 'dark' });
      });
    }
  }
}

// The light theme on the pages with the most colours: live badges and counts, prices, a selected
// cell and the slip's buttons.
for (const name of ['live', 'the bet slip with a selection']) {
  test(`axe finds no serious violation: ${name} (light theme, en, 1440 px)`, async ({ page }) => {
    await expectNoSeriousViolation(page, name, { locale: 'en', width: 1440, theme: 'light' });
  });
}
