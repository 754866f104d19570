// The operator's live chat and push notifications (decision 037, docs/widgets.md) on a server of
// this spec's own whose site configuration names adapter scripts on a second origin, served here
// (ownPort(9)): nothing is fetched from it before the player asks; the chat opens (so the page's
// security policy admits the script); the push switch subscribes and unsubscribes through the
// player's settings; a script that fails, or registers nothing, shows the general alert. And the
// body's scroll visibility while a dialog or the side menu is open. Screenshots in /tmp/shots-widgets/.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedPlayer, PASSWORD } from './account-helpers';
import { seriousViolations } from './support/axe';
import { ownPort, startOwnServer, type OwnServer } from './support/own-server';

const APP_HEADER = { 'X-Sportsbook-App': 'web' };
const SHOTS = '/tmp/shots-widgets';
mkdirSync(SHOTS, { recursive: true });
const ADAPTERS = `http://127.0.0.1:${ownPort(9)}`;
const CHAT_URL = `${ADAPTERS}/chat.js`;
const PUSH_URL = `${ADAPTERS}/push.js`;

/** The operator's adapters, as docs/widgets.md asks for them (a provider's SDK stands behind each in life). */
const SCRIPTS: Record<string, string> = {
  '/chat.js': `(function () {
    var data = document.currentScript.dataset;
    window.sportsbookChat = {
      open: function () {
        if (document.getElementById('test-chat')) return;
        var chat = document.createElement('div');
        chat.id = 'test-chat';
        chat.setAttribute('role', 'dialog');
        chat.setAttribute('aria-label', 'Support chat');
        chat.textContent = 'Chat for ' + data.widgetId + ' (' + data.widgetRegion + ')';
        document.body.appendChild(chat);
      }
    };
  })();`,
  '/push.js': `(function () {
    var calls = (window.testPush = []);
    window.sportsbookPush = {
      subscribe: function (options) {
        calls.push(['subscribe', options]);
        return Promise.resolve('sub-123');
      },
      unsubscribe: function () {
        calls.push(['unsubscribe']);
        return Promise.resolve();
      }
    };
  })();`,
};

let adapters: Server | undefined;
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  adapters = createServer((request, response) => {
    const body = SCRIPTS[new URL(request.url ?? '/', ADAPTERS).pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/javascript' });
    response.end(body ?? '');
  });
  await new Promise<void>((listening) => adapters?.listen(ownPort(9), '127.0.0.1', listening));
  server = await startOwnServer(ownPort(8), {
    chat: { type: 'script', script_url: CHAT_URL, id: 'acme', region: 'eu' },
    push_notifications: { type: 'script', script_url: PUSH_URL, id: 'acme-push' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((closed) => adapters?.close(closed));
});

/** Every request the page makes to the adapters' origin, by path. */
function adapterRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADAPTERS)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The footer (it loads once the page is idle), scrolled to. */
async function footerOf(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/** A new confirmed player of the server, signed in in the page's browser context; their id. */
async function signedInPlayer(page: Page, own: OwnServer): Promise<number> {
  const email = await createConfirmedPlayer(own.api, 'push');
  const signedIn = await page.request.post(`${own.origin}/api/platform/users/sign_in`, {
    headers: APP_HEADER,
    data: { login: email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const player = await page.request.get(`${own.origin}/api/platform/player`);
  return ((await player.json()) as { data: { id: number } }).data.id;
}

/** `push_notifications_subscribed` of the signed-in player, read through the page's own session. */
async function isSubscribed(page: Page, own: OwnServer): Promise<boolean> {
  const response = await page.request.get(`${own.origin}/api/sb/settings`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { push_notifications_subscribed: boolean } }).data
    .push_notifications_subscribed;
}

async function pushCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { testPush: unknown[] }).testPush);
}

test.describe('live chat', () => {
  test('loads its script only on the click, and opens the chat', async ({ page }) => {
    const own = server as OwnServer;
    const requests = adapterRequests(page);
    await page.goto(`${own.origin}/en/sports`);
    const footer = await footerOf(page);
    const button = footer.getByRole('button', { name: 'Support chat' });
    await expect(button).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await footer.screenshot({ path: `${SHOTS}/footer-chat-en.png` });
    expect(requests).toEqual([]);

    await button.click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toHaveText('Chat for acme (eu)');
    expect(requests).toEqual(['/chat.js']);
    await expect(page.locator(`script[src="${CHAT_URL}"]`)).toHaveAttribute('async', '');

    // Asked again, the script is not fetched again.
    await button.click();
    await expect(chat).toHaveCount(1);
    expect(requests).toEqual(['/chat.js']);
  });

  test('is offered in Serbian', async ({ page }) => {
    await page.goto(`${(server as OwnServer).origin}/sports`);
    await expect((await footerOf(page)).getByRole('button', { name: 'Čet podrške' })).toBeVisible();
  });

  test('whose script does not load shows the general alert', async ({ page }) => {
    await page.route(CHAT_URL, (route) => route.abort());
    await page.goto(`${(server as OwnServer).origin}/en/sports`);
    await (await footerOf(page)).getByRole('button', { name: 'Support chat' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Support chat' })).toHaveCount(0);
  });

  test('whose script registers no chat shows the general alert after 10 s', async ({ page }) => {
    test.setTimeout(45_000);
    await page.route(CHAT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.somethingElse = {};' }),
    );
    await page.goto(`${(server as OwnServer).origin}/sports`);
    const button = (await footerOf(page)).getByRole('button', { name: 'Čet podrške' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const alert = page.getByRole('alert').filter({ hasText: 'Nešto nije u redu' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(button).toHaveAttribute('aria-busy', 'false');
  });
});

test.describe('push notifications', () => {
  test('a player switches them on and off; the switch shows what is stored', async ({ page }) => {
    const own = server as OwnServer;
    const playerId = await signedInPlayer(page, own);
    const requests = adapterRequests(page);
    await page.goto(`${own.origin}/en/sports`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Push notifications' });
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/push-off-en.png` });
    expect(requests).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: `${SHOTS}/push-on-en.png` });
    expect(requests).toEqual(['/push.js']);
    expect(await pushCalls(page)).toEqual([
      ['subscribe', { id: 'acme-push', region: null, playerId: String(playerId) }],
    ]);
    expect(await isSubscribed(page, own)).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await pushCalls(page)).toEqual([['unsubscribe']]);
    expect(await isSubscribed(page, own)).toBe(false);
  });

  test('whose script does not load: the general alert, and the switch stays off', async ({ page }) => {
    const own = server as OwnServer;
    await signedInPlayer(page, own);
    await page.route(PUSH_URL, (route) => route.abort());
    await page.goto(`${own.origin}/sports`);
    await page.getByRole('button', { name: 'Meni naloga' }).click();
    const toggle = page.getByRole('switch', { name: 'Push obaveštenja' });
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await toggle.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nešto nije u redu' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await isSubscribed(page, own)).toBe(false);
  });
});

test.describe('scroll visibility', () => {
  test('is hidden while the sign-in dialog is open, visible after', async ({ page }) => {
    await page.goto('/en/sports');
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-scroll', 'visible');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(body).toHaveAttribute('data-scroll', 'hidden');
    expect(await body.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(body).toHaveAttribute('data-scroll', 'visible');
    expect(await body.evaluate((element) => getComputedStyle(element).overflow)).toBe('visible');
  });

  test("is hidden while a phone's side menu is open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sports');
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-scroll', 'visible');
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    const menu = page.getByRole('dialog', { name: 'Meni' });
    await expect(menu).toBeVisible();
    await expect(body).toHaveAttribute('data-scroll', 'hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(body).toHaveAttribute('data-scroll', 'visible');
  });
});
