// Helpers of the account journeys: unique players, the outbox at /dev/mailbox, API shortcuts.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Gravel-Lantern-Otter7';
export const NEW_PASSWORD = 'Copper-Harbour-Finch9';
const APP_HEADER = { 'X-Sportsbook-App': 'web' };

type OutboxMessage = { recipient: string; subject: string; link: string | null; code: string | null };

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest outbox message to `recipient` matching `pick`, waiting for it (mail is sent in the background). */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  pick: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox?format=json');
        const body = (await response.json()) as { data: OutboxMessage[] };
        found = body.data.find((message) => message.recipient === recipient && pick(message));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

export async function emailedLink(
  request: APIRequestContext,
  to: string,
  tokenName: string,
): Promise<string> {
  const message = await latestMessage(request, to, (m) => (m.link ?? '').includes(tokenName));
  return (
    new URL(message.link ?? '', 'http://localhost').pathname +
    new URL(message.link ?? '', 'http://localhost').search
  );
}

/** A confirmed player made through the API (the UI journey of sign-up is tested once). */
export async function createConfirmedPlayer(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const created = await request.post('/api/platform/users', {
    headers: APP_HEADER,
    data: { email, password: PASSWORD, language: 'en' },
  });
  expect(created.status()).toBe(201);
  const link = await emailedLink(request, email, 'confirmation_token');
  const token = new URL(link, 'http://localhost').searchParams.get('confirmation_token');
  const confirmed = await request.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** A new confirmed player of the server at `origin` (reached through `api`), signed in in the page's browser context. */
export async function signedInPlayerOf(
  page: Page,
  server: { origin: string; api: APIRequestContext },
  tag: string,
): Promise<string> {
  const email = await createConfirmedPlayer(server.api, tag);
  const signedIn = await page.request.post(`${server.origin}/api/platform/users/sign_in`, {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return email;
}

/** Signs in through the page's own request context, so the browser gets the session cookie. */
export async function signInByApi(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { login: email, password },
  });
  expect(response.ok()).toBe(true);
}

/** Signs in through the dialog that is open (or opens it from the header). */
export async function signInWithDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  if (!(await dialog.isVisible()))
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByLabel('Email or phone number').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

export function headerBalance(page: Page) {
  return page.getByTestId('header-balance');
}
