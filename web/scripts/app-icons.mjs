// Draws the install icons in public/icons/ from the neutral mark of public/favicon.svg (the
// operator has no brand in the UI), in Debian's Chromium: 192 and 512 px with its rounded corners,
// a 512 px maskable one (full bleed, the mark inside the safe zone) and the 180 px Apple touch
// icon (full bleed: iOS rounds it). Run it when the mark changes: node scripts/app-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const fullBleed = mark.replace(' rx="7"', '');
if (fullBleed === mark) throw new Error('favicon.svg: the rounded background (rx="7") was not found');
// The mark is about half the square: inside the maskable safe zone (the middle 80 % circle).
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
for (const { file, size, svg } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  await page.screenshot({ path: new URL(`icons/${file}`, publicDir).pathname, omitBackground: true });
  await page.close();
  console.log(`public/icons/${file}: ${size} px`);
}
await browser.close();
