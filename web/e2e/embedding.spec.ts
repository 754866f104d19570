// Issue #16 item 1, the frame protocol (docs/embedding.md), across two origins of one server of
// its own: its site configuration whitelists http://localhost:PORT as the parent, whose demo host
// page (/embed-demo) frames the product on http://127.0.0.1:PORT. A third origin,
// http://other.localhost:PORT (Chromium resolves *.localhost to the loopback), is not whitelisted.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedPlayer, PASSWORD } from './account-helpers';
import { seriousViolations } from './support/axe';
import { ownPort, startOwnServer, type OwnServer } from './support/own-server';

const PORT = Number(process.env.E2E_EMBED_PORT ?? ownPort(4));
const product = `http://127.0.0.1:${PORT}`;
const host = `http://localhost:${PORT}`;
const stranger = `http://other.localhost:${PORT}`;
const demo = (origin: string) => `${origin}/embed-demo?product=${product}&path=/en/sports`;
const APP_HEADER = { 'X-Sportsbook-App': 'web' };

let server: OwnServer | undefined;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startOwnServer(PORT, { parent_origins: [host] });
  api = server.api;
});

test.afterAll(async () => {
  await server?.stop();
});

/** The entries of the host page's log of type `sportsbook:<name>`. */
function logged(page: Page, name: string) {
  return page.locator(`#log li[data-type="sportsbook:${name}"]`);
}

async function payloads(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const texts = await logged(page, name).evaluateAll((items) =>
    items.map((item) => (item as HTMLElement).dataset.payload ?? 'null'),
  );
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Deposits through the product's API with a cookie session of its own (the player's wallet). */
async function deposit(email: string, amount: string): Promise<void> {
  const signedIn = await api.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const paid = await api.post('/api/platform/payments/deposits', {
    headers: { ...APP_HEADER, 'Idempotency-Key': `embed-${Date.now()}` },
    data: { amount, currency: 'EUR' },
  });
  expect(paid.status()).toBe(201);
}

test('a whitelisted host page hears the product, hands it a session and sees the balance move', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = await createConfirmedPlayer(api, 'embed');
  await page.goto(demo(host));
  const framed = page.frameLocator('#product');

  await expect(logged(page, 'initialized')).toHaveCount(1);
  await expect(logged(page, 'page-loaded').first()).toHaveAttribute('data-payload', '{"path":"/en/sports"}');
  await expect(logged(page, 'page-size-changed').first()).toBeVisible();
  // The host sizes the frame to the page it reports.
  await expect
    .poll(async () => {
      const last = (await payloads(page, 'page-size-changed')).at(-1);
      const height = await page.locator('#product').evaluate((frame) => (frame as HTMLElement).style.height);
      return height === `${String(last?.height)}px`;
    })
    .toBe(true);

  // The demo's own controls are usable by everyone too (the frame's content is another origin's).
  expect(await seriousViolations(page, ['.top'])).toEqual([]);

  // The host said it handles sign-in: the product's button asks it instead of opening a dialog.
  await framed.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(logged(page, 'sign-in')).toHaveCount(1);
  await expect(page.getByLabel('Email or phone number')).toBeFocused();
  await expect(framed.getByRole('dialog')).toHaveCount(0);

  // The host signs the player in and passes the bearer token (the frame gets no cookie: another site).
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in and pass the token to the frame' }).click();
  await expect(framed.getByTestId('header-balance')).toContainText('0.00');
  await expect
    .poll(() => payloads(page, 'balance-changed'))
    .toContainEqual({
      balance: 0,
      currency: 'EUR',
      subunits: 100,
    });
  await expect(logged(page, 'notify-currency-changed')).toHaveAttribute('data-payload', '{"currency":"EUR"}');

  // Deposit is the host's too: the header's button tells it instead of opening the product's.
  await framed.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(logged(page, 'deposit')).toHaveCount(1);
  await expect(framed.getByRole('dialog')).toHaveCount(0);

  // A deposit reaches the framed product over its private realtime channel, and the host hears of it.
  await deposit(email, '25.00');
  await expect(framed.getByTestId('header-balance')).toContainText('25.00');
  await expect
    .poll(() => payloads(page, 'balance-changed'))
    .toContainEqual({
      balance: 2500,
      currency: 'EUR',
      subunits: 100,
    });

  // Signing out from the host drops the token.
  await page.getByRole('button', { name: 'Sign out in the frame' }).click();
  await expect(framed.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(framed.getByTestId('header-balance')).toHaveCount(0);
});

test('a page on an origin that is not whitelisted can neither frame the product nor sign it in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Framing: refused by the product's frame-ancestors, so it never says `initialized`.
  await page.goto(demo(stranger));
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain('chrome-error://chromewebdata/');
  await expect(logged(page, 'initialized')).toHaveCount(0);

  // Messages: a frame of that origin beside the product in a whitelisted host page posts a valid token.
  const email = await createConfirmedPlayer(api, 'embed-stranger');
  const signedIn = await api.post('/api/platform/users/sign_in', {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD, auth: 'bearer' },
  });
  const { token } = (await signedIn.json()) as { token: string };
  await page.goto(demo(host));
  const framed = page.frameLocator('#product');
  await expect(framed.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate((url) => {
    const intruder = document.createElement('iframe');
    intruder.name = 'intruder';
    intruder.title = 'Another origin';
    intruder.src = url;
    document.body.append(intruder);
  }, `${stranger}/favicon.svg`);
  await expect.poll(() => page.frame({ name: 'intruder' })?.url()).toBe(`${stranger}/favicon.svg`);
  await page.frame({ name: 'intruder' })?.evaluate((session) => {
    const target = window.parent.frames[0];
    const payload = { token: session, listeners: [] };
    target?.postMessage({ type: 'initializePlayerSession', payload }, '*');
    target?.postMessage({ type: 'setAuthToken', payload: { token: session } }, '*');
  }, token);
  // Refused: still signed out, and the host's own listeners stay in force.
  await page.waitForTimeout(1_500);
  await expect(framed.getByTestId('header-balance')).toHaveCount(0);
  await expect(framed.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await payloads(page, 'balance-changed')).toEqual([]);

  // The same token from the whitelisted host is taken at once.
  await page.evaluate(
    ({ session, origin }) =>
      (document.getElementById('product') as HTMLIFrameElement).contentWindow?.postMessage(
        { type: 'setAuthToken', payload: { token: session } },
        origin,
      ),
    { session: token, origin: product },
  );
  await expect(framed.getByTestId('header-balance')).toContainText('0.00');
});
