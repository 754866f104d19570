/**
 * The service worker of the installable app shell (docs/decisions/028-installable-app-shell.md),
 * bundled by `scripts/app-shell.mjs` into `dist/sw.js` with its build's `__APP_SHELL__`. It keeps
 * one cache per build: the offline shell and the files it needs, put in when it installs, and the
 * build's other files as pages fetch them. A page, an API answer, a price, a balance or a bet is
 * never cached (`routing.ts`).
 */
import { strategyFor } from './routing';

declare const self: ServiceWorkerGlobalScope;

/** What the build tells the worker: its version, the offline shell page and the files it needs. */
declare const __APP_SHELL__: { version: string; offlinePage: string; precache: string[] };

const SHELL = __APP_SHELL__;
const CACHE_PREFIX = 'app-shell-';
const CACHE = `${CACHE_PREFIX}${SHELL.version}`;

self.addEventListener('install', (event) => {
  const urls = [SHELL.offlinePage, ...SHELL.precache];
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the HTTP cache: the offline page must be this build's.
      .then((cache) => cache.addAll(urls.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'asset') event.respondWith(asset(event));
});

/** The page from the network (preloaded while the worker started), else the offline shell. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(SHELL.offlinePage, { cacheName: CACHE })) ?? Response.error();
  }
}

/** A hashed file of the build: it never changes, so the cached copy, else the network's, kept. */
async function asset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}
