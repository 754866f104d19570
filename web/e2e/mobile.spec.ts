import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile layout shows the tab bar and the side menu', async ({ page }) => {
  await page.goto('/sports');
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar).toBeVisible();
  // The tab bar paints from the HTML before the app starts (decision 017), and a tap on it does
  // nothing until then: wait for the app, which marks the body with its page.
  await expect(page.locator('body')).toHaveAttribute('data-page', 'home');
  await expect(page.locator('aside').first()).toBeHidden();

  await tabBar.getByRole('button', { name: 'Sportovi' }).click();
  const menu = page.getByRole('dialog', { name: 'Meni' });
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('odds-format-switcher')).toBeVisible();
  await menu.getByRole('link', { name: /Košarka/ }).click();
  await expect(page).toHaveURL(/\/sports\/basketball$/);
  await expect(menu).toBeHidden();

  await tabBar.getByRole('button', { name: 'Tiket', exact: true }).click();
  const ticket = page.getByRole('dialog', { name: 'Tiket i moji tiketi' });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('tab', { name: 'Tiket', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();

  await tabBar.getByRole('button', { name: 'Moji tiketi' }).click();
  await expect(page.getByRole('tab', { name: 'Moji tiketi' })).toHaveAttribute('aria-selected', 'true');
  // A reload does not reopen the sheet over the page (decision 049).
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-page', /.+/);
  await expect(page.getByRole('dialog', { name: 'Tiket i moji tiketi' })).toBeHidden();
});
