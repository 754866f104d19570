// Issue #5 "Done when": accounts end to end in Chromium against the real server and its outbox.
import { expect, test } from '@playwright/test';
import {
  createConfirmedPlayer,
  emailedLink,
  headerBalance,
  latestMessage,
  NEW_PASSWORD,
  PASSWORD,
  signInByApi,
  signInWithDialog,
  uniqueEmail,
} from './account-helpers';
import { CONSENT_GIVEN } from './support/consent';
import { operator } from './support/operator';

test('sign up, confirm by the emailed link, sign in and deposit 50 EUR into the header balance', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/en/sports');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('password1');
  await signUp.getByLabel('Repeat the password').fill('password1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  // A weak password is refused next to its field, in the interface language.
  const password = signUp.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(/too easy to guess/);
  await password.fill(PASSWORD);
  await signUp.getByLabel('Repeat the password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

  await page.goto(await emailedLink(page.request, email, 'confirmation_token'));
  const confirmation = page.getByRole('dialog', { name: 'Email confirmation' });
  await expect(confirmation.getByText('Your email is confirmed')).toBeVisible();
  await expect(page).not.toHaveURL(/confirmation_token/);
  await confirmation.getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page, email, PASSWORD);
  await expect(headerBalance(page)).toContainText('0.00 EUR');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Amount (EUR)').fill('50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(page).not.toHaveURL(/payment=/);
  await expect(headerBalance(page)).toContainText('50.00 EUR');

  await page.goto('/en/sports/profile/wallet/transactions');
  await expect(page.getByRole('cell', { name: '50.00 EUR' })).toBeVisible();
});

test('a failed (.13) and a pending (.42) deposit show their alerts; the quick and iframe forms work', async ({
  page,
}) => {
  const email = await createConfirmedPlayer(page.request, 'payments');
  await signInByApi(page, email);
  await page.goto('/en/sports/profile/wallet/deposit');
  const form = page.getByRole('region', { name: 'Deposit', exact: true });
  await form.getByLabel('Amount (EUR)').fill('20.13');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deposit failed' })).toBeVisible();
  await form.getByLabel('Amount (EUR)').fill('10.42');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit pending' })).toBeVisible();
  await expect(page.getByText('Deposit failed')).toBeHidden();
  await expect(headerBalance(page)).toContainText('0.00 EUR');
  // The alert closes by itself after 5 s (docs/product.md#alerts).
  await expect(page.getByText('Deposit pending')).toBeHidden({ timeout: 8_000 });
  // The platform's payment widget (quick deposit) ends the same way: a redirect with ?payment=.
  // One deposit form at a time: each method behind its tab (decision 049).
  await expect(page.getByRole('region', { name: 'Quick deposit' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Quick deposit' }).click();
  const widget = page.getByRole('region', { name: 'Quick deposit' });
  await widget.getByLabel('Amount').fill('5');
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(headerBalance(page)).toContainText('5.00 EUR');
  // The iframe form: the provider's hosted page sends the whole page back the same way.
  await page.getByRole('tab', { name: 'Card payment page' }).click();
  const frame = page.frameLocator('iframe[title="Payment provider page"]');
  await frame.getByLabel('Amount').fill('2');
  // The balance arrives over the socket before the page comes back, and the quick deposit's alert
  // may still show: only the page's own load says the provider sent it back.
  const returned = page.waitForEvent('load');
  await frame.getByRole('button', { name: 'Deposit' }).click();
  await returned;
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(headerBalance(page)).toContainText('7.00 EUR');
  await form.getByLabel('Amount (EUR)').fill('1.001');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(form.getByLabel('Amount (EUR)')).toHaveAccessibleDescription(/too many decimals/);
});

test('a quick deposit the platform refuses says why, in the widget’s notification', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'widget-refused');
  await signInByApi(page, email);
  await page.goto('/en/sports/profile/wallet/deposit');
  await page.getByRole('tab', { name: 'Quick deposit' }).click();
  const widget = page.getByRole('region', { name: 'Quick deposit' });
  await widget.getByLabel('Amount').fill('20000');
  await widget.getByRole('button', { name: 'Deposit' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Quick deposit' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The amount is over the largest deposit allowed.');
  await expect(page).not.toHaveURL(/payment=/);
  await expect(headerBalance(page)).toContainText('0.00 EUR');
});

test('the show-deposit flag opens the deposit and leaves the address', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'show-deposit');
  await signInByApi(page, email);
  await page.goto('/en/sports/live?show_deposit=true#top');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sports\/live#top$/);
});

test('forgot password: the emailed reset link sets a new password that signs in', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'reset');
  await page.goto('/en/sports');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgot your password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText('a link is on its way')).toBeVisible();

  await page.goto(await emailedLink(page.request, email, 'reset_password_token'));
  const edit = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(edit).toBeVisible();
  await expect(page).not.toHaveURL(/reset_password_token/);
  await edit.getByLabel('New password').fill(NEW_PASSWORD);
  await edit.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await edit.getByRole('button', { name: 'Save password' }).click();
  await expect(edit.getByText('Your password has been changed')).toBeVisible();
  await edit.getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page, email, PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Invalid email, phone number or password.',
  );
  await signInWithDialog(page, email, NEW_PASSWORD);
  await expect(headerBalance(page)).toBeVisible();
});

test("five wrong passwords hold this browser back and say how long, but not the owner's other browser", async ({
  page,
  browser,
}) => {
  const email = await createConfirmedPlayer(page.request, 'lockout');
  // The owner's phone: a browser they signed in from before, which the server knows.
  const phoneContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: CONSENT_GIVEN,
  });
  const phone = await phoneContext.newPage();
  await signInByApi(phone, email);
  await phone.request.delete('/api/platform/users/sign_out', { headers: { 'X-Sportsbook-App': 'web' } });

  await page.goto('/en/sports');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signInWithDialog(page, email, `Wrong-Guess-${attempt}x`);
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email, phone number or password.');
  }
  // Held back, whatever the password: the dialog says how long, and nobody is signed out.
  await signInWithDialog(page, email, PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');

  await phone.goto('/en/sports');
  await signInWithDialog(phone, email, PASSWORD);
  await expect(headerBalance(phone)).toBeVisible();
  await phoneContext.close();
});

test("an operator's lock signs the player out until the emailed unlock link opens the account", async ({
  page,
}) => {
  const email = await createConfirmedPlayer(page.request, 'operator-lock');
  await signInByApi(page, email);
  const player = await page.request.get('/api/platform/player');
  const { data } = (await player.json()) as { data: { id: number } };
  await page.goto('/en/sports');
  await expect(headerBalance(page)).toBeVisible();

  expect((await operator(page, 'POST', `/api/admin/players/${data.id}/lock`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInWithDialog(page, email, PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('alert')).toHaveText(/Your account is locked/);

  await page.goto(await emailedLink(page.request, email, 'unlock_token'));
  const unlock = page.getByRole('dialog', { name: 'Unlock account' });
  await expect(unlock.getByText('Your account is unlocked')).toBeVisible();
  await expect(page).not.toHaveURL(/unlock_token/);
  await unlock.getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page, email, PASSWORD);
  await expect(headerBalance(page)).toBeVisible();
});

test('phone verification with the texted code; the dialog cannot be dismissed', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'phone');
  await signInByApi(page, email);
  await page.goto('/en/sports');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Verify phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const phone = `+38267${String(Date.now()).slice(-6)}`;
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a code to ${phone}`)).toBeVisible();
  await dialog.getByLabel('Code from the text message').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByLabel('Code from the text message')).toHaveAccessibleDescription(
    'The code is not correct.',
  );
  const text = await latestMessage(page.request, phone, (m) => m.code !== null);
  await dialog.getByLabel('Code from the text message').fill(text.code ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('is verified')).toBeVisible();
});

test('dialogs take focus, close on Escape and give focus back; the modal parameter opens them', async ({
  page,
}) => {
  await page.goto('/sports?modal=signUp');
  const signUp = page.getByRole('dialog', { name: 'Registracija' });
  await expect(signUp).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();

  // The Devise-style pages open their dialog over the home page.
  await page.goto('/en/users/sign-in');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/sports$/);
  await page.goto('/sports');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Prijava' });
  await opener.click();
  const signIn = page.getByRole('dialog', { name: 'Prijava' });
  await expect(signIn.getByLabel('Email ili broj telefona')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the logged-in header fits a 390 px phone and signs out from the profile menu', async ({ page }) => {
  const email = await createConfirmedPlayer(page.request, 'mobile');
  await signInByApi(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/sports');
  await expect(headerBalance(page)).toBeInViewport();
  const width = await page
    .locator('html')
    .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await headerBalance(page).click();
  await page.getByRole('button', { name: /^USD/ }).click();
  await expect(headerBalance(page)).toContainText('0.00 USD');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
