/* global document, requestAnimationFrame -- the measuring function runs in the page */
// Time from a click on a price to the slip showing that selection, in Debian Chromium with the
// CPU slowed 4× (Chrome DevTools Protocol), on a prematch match page served by the release
// binary, a few seconds after the page loaded (the slip's code loads when the page is idle).
// Usage: node scripts/click-to-slip.mjs <page URL> → one JSON line {first_ms, next_ms: [..]}.
import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
// A player reads the page before the first click: what loads when the page is idle has loaded.
await page.waitForTimeout(4_000);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const cells = page.locator('main [data-market-id] button[aria-pressed="false"]:not([disabled])');
await cells.first().waitFor();

/** Clicks the n-th free price cell and measures until the slip lists one more selection. */
async function timeClick(index) {
  return page.evaluate(async (n) => {
    const free = [
      ...document.querySelectorAll('main [data-market-id] button[aria-pressed="false"]:not([disabled])'),
    ];
    const slipCount = () => document.querySelectorAll('[data-testid="bet-slip"] [data-selection-key]').length;
    const before = slipCount();
    const started = performance.now();
    free[n].click();
    return new Promise((resolve) => {
      const check = () =>
        slipCount() > before ? resolve(performance.now() - started) : requestAnimationFrame(check);
      check();
    });
  }, index);
}

const first = await timeClick(0);
const next = [];
for (let i = 0; i < 5; i += 1) {
  await page.waitForTimeout(300);
  // Toggle the same cell off and on, so the slip's kind does not change between samples.
  await page
    .locator('[data-testid="bet-slip"] [data-selection-key] button')
    .first()
    .click()
    .catch(() => undefined);
  await page.waitForTimeout(300);
  next.push(await timeClick(0));
}
console.log(JSON.stringify({ first_ms: Math.round(first), next_ms: next.map(Math.round) }));
await browser.close();
