// A site that requires a verified phone (`phone_verification_required`, decision 040) in Chromium
// against its own server: a signed-in player with no verified phone is asked at once, cannot
// dismiss the dialog, and is not asked again once the phone is verified.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { latestMessage, signedInPlayerOf } from './account-helpers';
import { seriousViolations } from './support/axe';
import { serverOfThisSpec } from './support/own-server';

const SHOTS = '/tmp/shots-phone-required';
mkdirSync(SHOTS, { recursive: true });

const own = serverOfThisSpec(11, { phone_verification_required: true });

test('a signed-in player verifies their phone before going on, and is not asked again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPlayerOf(page, own(), 'phone-required');
  await page.goto(`${own().origin}/en/sports`);
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/asked-390-en.png` });
  expect(await seriousViolations(page)).toEqual([]);

  const phone = `+38269${String(Date.now()).slice(-6)}`;
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a code to ${phone}`)).toBeVisible();
  const text = await latestMessage(own().api, phone, (m) => m.code !== null);
  await dialog.getByLabel('Code from the text message').fill(text.code ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('is verified')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify your phone' })).toHaveCount(0);
});
