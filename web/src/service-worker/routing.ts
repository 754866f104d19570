/**
 * What the service worker does with a request (docs/decisions/028-installable-app-shell.md). Pages
 * go to the network — their HTML carries the first data, prices included — and only when it cannot
 * be reached does the worker answer with the offline shell. The build's hashed files under
 * `/assets/` come from the cache first. Everything else — the APIs, realtime, developer tools, the
 * platform's own pages — the worker leaves to the browser, so it is never cached.
 */
export type Strategy = 'page' | 'asset' | 'network';

/** The parts of a `Request` the decision reads. */
export type RequestFacts = { method: string; mode: string; url: string };

/** Paths whose answers are live or private: never answered, nor cached, by the worker. */
const LIVE_PREFIXES = ['/api/', '/connection/', '/dev/', '/platform/'];

/** How the worker answers `request`, a request of a page on `origin`. */
export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (LIVE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'network';
}
