// A site that asks for details before a deposit (docs/decisions/036-deposit-fields-and-affiliate-tag.md):
// the deposit page and the deposit dialog ask for the missing ones first, refuse an under-age date,
// and go on to the deposit once they are saved. The same server's pages follow the operator's
// surface colour in `theme-color` and carry the blue-green layout variant a cookie names
// (docs/decisions/037-widgets-and-layout-variant.md). Screenshots in /tmp/shots-deposit-details/.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { headerBalance, signedInPlayerOf } from './account-helpers';
import { seriousViolations } from './support/axe';
import { serverOfThisSpec } from './support/own-server';

const SHOTS = '/tmp/shots-deposit-details';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

const own = serverOfThisSpec(10, {
  deposit_fields: ['date_of_birth', 'city'],
  operator: { theme: { '--color-surface': '#0f1a24' } },
});

test('the deposit page asks for the missing details first, then deposits', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedInPlayerOf(page, own(), 'details');
  await page.goto(`${own().origin}/en/sports/profile/wallet/deposit`);
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByText('Before your first deposit we need a few details about you.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deposit', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await details.getByLabel('Date of birth').fill('2015-06-01');
  await details.getByLabel('City').fill('Podgorica');
  await details.getByRole('button', { name: 'Continue to deposit' }).click();
  await expect(details.getByText('You must be 18 or older to play.')).toBeVisible();
  await expect(details.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/details-refused-1440-en.png` });

  await details.getByLabel('Date of birth').fill('1990-01-31');
  await details.getByRole('button', { name: 'Continue to deposit' }).click();
  const form = page.getByRole('region', { name: 'Deposit', exact: true });
  await expect(form).toBeVisible();
  await expect(details).toHaveCount(0);
  await form.getByLabel('Amount (EUR)').fill('20');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(headerBalance(page)).toContainText('20.00 EUR');
});

test('the deposit dialog asks in Serbian, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPlayerOf(page, own(), 'details');
  await page.goto(`${own().origin}/sports?modal=deposit`);
  const dialog = page.getByRole('dialog', { name: 'Uplata' });
  await expect(dialog.getByText('Pre prve uplate potrebno nam je nekoliko podataka o vama.')).toBeVisible();
  await expect(dialog.getByLabel('Datum rođenja')).toBeVisible();
  await expect(dialog.getByLabel('Grad')).toHaveAttribute('autocomplete', 'address-level2');
  await page.screenshot({ path: `${SHOTS}/details-dialog-390-sr.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Datum rođenja').fill('1985-07-04');
  await dialog.getByLabel('Grad').fill('Bar');
  await dialog.getByRole('button', { name: 'Nastavi na uplatu' }).click();
  await expect(dialog.getByLabel('Iznos (EUR)')).toBeVisible();
});

test("the pages follow the operator's colour and the layout variant of the cookie", async ({ page }) => {
  await page.context().addCookies([{ name: 'layout_variant', value: 'green', url: own().origin }]);
  await page.goto(`${own().origin}/en/sports`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1a24');
  await expect(page.locator('body')).toHaveClass('layout-green');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveClass('layout-green');
});
