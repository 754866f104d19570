// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WidgetScript from './widget-script';

type Module = typeof WidgetScript;

const CHAT = { scriptUrl: 'https://chat.example/widget.js', id: 'acme', region: 'eu' };
const PUSH = { scriptUrl: 'https://push.example/push.js', id: 'app-1', region: null };

/** A fresh module each time: it remembers the scripts of the page's life. */
async function fresh(): Promise<Module> {
  vi.resetModules();
  return import('./widget-script');
}

function scriptsOf(url: string): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter((element) => element.src === url);
}

/** The one script element of `url`, which the test then loads or fails (jsdom fetches nothing). */
function theScript(url: string): HTMLScriptElement {
  const found = scriptsOf(url);
  expect(found).toHaveLength(1);
  return found[0] as HTMLScriptElement;
}

function register(name: string, value: unknown): void {
  Reflect.set(window, name, value);
}

/** Settles what is pending: promise callbacks, then `ms` of (fake) time. */
async function elapse(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('loadChat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    Reflect.deleteProperty(window, 'sportsbookChat');
    Reflect.deleteProperty(window, 'sportsbookPush');
  });
  afterEach(() => vi.useRealTimers());

  it('adds the script once, async, with the account and region, and resolves with what it registers', async () => {
    const { loadChat } = await fresh();
    const first = loadChat(CHAT);
    const second = loadChat(CHAT);
    const script = theScript(CHAT.scriptUrl);
    expect(script.async).toBe(true);
    expect(script.dataset.widgetId).toBe('acme');
    expect(script.dataset.widgetRegion).toBe('eu');
    const chat = { open: vi.fn() };
    register('sportsbookChat', chat);
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(chat);
    await expect(second).resolves.toBe(chat);
    await expect(loadChat(CHAT)).resolves.toBe(chat);
    expect(scriptsOf(CHAT.scriptUrl)).toHaveLength(1);
  });

  it('waits for a script that registers after it has loaded, within the time limit', async () => {
    const { loadChat } = await fresh();
    const chat = loadChat(CHAT);
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('load'));
    await elapse(3_000);
    const widget = { open: () => undefined };
    register('sportsbookChat', widget);
    await elapse(100);
    await expect(chat).resolves.toBe(widget);
  });

  it('fails when the script registers nothing (or not the contract) within 10 s, and asks again next time', async () => {
    const { loadChat, WIDGET_TIMEOUT_MS } = await fresh();
    const chat = loadChat(CHAT);
    const failed = expect(chat).rejects.toThrow('registered no sportsbookChat');
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('load'));
    register('sportsbookChat', { show: () => undefined });
    await elapse(WIDGET_TIMEOUT_MS - 1);
    await elapse(1);
    await failed;
    // The script has run: it is not added again, but a late registration is found.
    const widget = { open: () => undefined };
    register('sportsbookChat', widget);
    await expect(loadChat(CHAT)).resolves.toBe(widget);
    expect(scriptsOf(CHAT.scriptUrl)).toHaveLength(1);
  });

  it('fails at once when the script does not load, and adds it again on the next ask', async () => {
    const { loadChat } = await fresh();
    const chat = loadChat(CHAT);
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('error'));
    await expect(chat).rejects.toThrow('failed to load');
    expect(scriptsOf(CHAT.scriptUrl)).toHaveLength(0);
    const again = loadChat(CHAT);
    const widget = { open: () => undefined };
    register('sportsbookChat', widget);
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(widget);
  });

  it('counts the time limit from the ask, while the script is still loading', async () => {
    const { loadChat, WIDGET_TIMEOUT_MS } = await fresh();
    const chat = loadChat(CHAT);
    const failed = expect(chat).rejects.toThrow('registered no sportsbookChat');
    await elapse(WIDGET_TIMEOUT_MS);
    await failed;
    // A load after the limit changes nothing (and leaves no timer behind).
    register('sportsbookChat', { open: () => undefined });
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('load'));
    await elapse(1_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('loadPush', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    Reflect.deleteProperty(window, 'sportsbookChat');
    Reflect.deleteProperty(window, 'sportsbookPush');
  });
  afterEach(() => vi.useRealTimers());

  it('needs both subscribe and unsubscribe, and tells no region when the site has none', async () => {
    const { loadPush } = await fresh();
    const push = loadPush(PUSH);
    const script = theScript(PUSH.scriptUrl);
    expect(script.dataset.widgetId).toBe('app-1');
    expect(script.hasAttribute('data-widget-region')).toBe(false);
    register('sportsbookPush', { subscribe: () => Promise.resolve('s') });
    script.dispatchEvent(new Event('load'));
    await elapse(500);
    const widget = { subscribe: () => Promise.resolve('s'), unsubscribe: () => Promise.resolve() };
    register('sportsbookPush', widget);
    await elapse(100);
    await expect(push).resolves.toBe(widget);
  });

  it('shares one script between chat and push when the operator gives both the same address', async () => {
    const { loadChat, loadPush } = await fresh();
    const both = { ...PUSH, scriptUrl: CHAT.scriptUrl };
    const chat = loadChat(CHAT);
    const push = loadPush(both);
    const chatWidget = { open: () => undefined };
    const pushWidget = { subscribe: () => Promise.resolve('s'), unsubscribe: () => Promise.resolve() };
    register('sportsbookChat', chatWidget);
    register('sportsbookPush', pushWidget);
    theScript(CHAT.scriptUrl).dispatchEvent(new Event('load'));
    await expect(chat).resolves.toBe(chatWidget);
    await expect(push).resolves.toBe(pushWidget);
  });
});

describe('isSubscriptionId', () => {
  it('takes 1 to 200 visible ASCII characters, as the server does', async () => {
    const { isSubscriptionId } = await fresh();
    expect(isSubscriptionId('0f8c2a1e-5b7d-4c3e-9a6b-1d2e3f4a5b6c')).toBe(true);
    expect(isSubscriptionId('x'.repeat(200))).toBe(true);
    expect(isSubscriptionId('x'.repeat(201))).toBe(false);
    expect(isSubscriptionId('')).toBe(false);
    expect(isSubscriptionId('with space')).toBe(false);
    expect(isSubscriptionId('ćao')).toBe(false);
    expect(isSubscriptionId(42)).toBe(false);
  });
});
