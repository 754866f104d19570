// Writes the installable app shell's files after `vite build` (docs/decisions/028-installable-app-shell.md):
// - dist/offline.html: the built index.html marked `data-offline`, which the service worker answers
//   a page with when the network cannot be reached (src/app/offline/);
// - dist/sw.js: src/service-worker/sw.ts bundled with this build's `__APP_SHELL__`: its version (a
//   hash of what it precaches, so every build has a cache of its own) and the files the offline
//   shell needs — the entry and the offline screen with every chunk and stylesheet they import,
//   and the texts of each language.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;
const OFFLINE_PAGE = '/offline.html';
/** The build manifest's keys of what the offline shell loads. */
const SHELL_MODULES = [
  'index.html',
  'src/app/offline/offline-app.tsx',
  'src/i18n/messages/en.json',
  'src/i18n/messages/offline-sr.json',
  'src/i18n/messages/offline-en.json',
];

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const files = new Set();
const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`app shell: ${key} is not in the build's manifest`);
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const next of chunk.imports ?? []) visit(next);
}
SHELL_MODULES.forEach(visit);

const index = readFileSync(`${dist}index.html`, 'utf8');
const offline = index.replace('<html ', '<html data-offline ');
if (offline === index) throw new Error('app shell: index.html has no <html> element to mark');
writeFileSync(`${dist}${OFFLINE_PAGE.slice(1)}`, offline);

const precache = [...files].sort();
const version = createHash('sha256')
  .update(JSON.stringify(precache))
  .update(offline)
  .digest('hex')
  .slice(0, 12);

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  define: { __APP_SHELL__: JSON.stringify({ version, offlinePage: OFFLINE_PAGE, precache }) },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: {
      entry: `${root}src/service-worker/sw.ts`,
      formats: ['iife'],
      name: 'appShellWorker',
      fileName: () => 'sw.js',
    },
  },
});
console.log(`app shell: sw.js ${version}, ${precache.length} files precached with ${OFFLINE_PAGE}`);
