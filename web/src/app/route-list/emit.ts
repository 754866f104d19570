/**
 * The route list the server reads (`dist/.vite/routes.json`, written by `scripts/server-files.mjs`
 * after `vite build`; the app never imports this file): the route table's paths with the page kinds
 * each serves and its lazily loaded module, and per page kind whether it is indexed, its status and
 * its first data — the requests its loader makes, recorded from `api/client.ts` itself, so they are
 * spelled exactly as the app will look them up among the inlined answers (decision 018).
 */
import type { RouteObject } from 'react-router';
import { initialDataKey } from '@/api/initial-data';
import { config } from '@/config/config';
import { toTemplate, type Template } from '../first-paint/slots';
import type { RouteHandle } from '../layout/page-context';
import { localeRoutes } from '../route-table';
import { FIRST_DATA } from '../routes/first-data';
import { PAGE_KINDS, type PageKind } from './page-kinds';

/** One route: its path pattern (`:name` a segment, a final `*` the rest). */
type RouteEntry = { path: string; kinds: readonly PageKind[]; module: string | null };

/**
 * A request whose answer the server inlines: the `Language` header, the URL and the key the app looks
 * it up by, both as templates (markup and slots alternating, the slots paths into the page's data).
 */
type FirstRequest = { language: string; url: Template; key: Template };

type PageEntry = {
  is_indexed: boolean;
  status: number;
  is_redirect: boolean;
  first_data: Record<string, FirstRequest[]>;
};

export type RouteList = { routes: RouteEntry[]; pages: Record<string, PageEntry> };

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return path === '' ? parent : `${parent}/${path}`;
}

function collect(routes: readonly RouteObject[], parent: string, out: RouteEntry[]): RouteEntry[] {
  for (const route of routes) {
    const path = route.index ? parent : join(parent, route.path ?? '');
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.kinds)
      out.push({ path: path === '' ? '/' : path, kinds: handle.kinds, module: handle.module ?? null });
    if (route.children) collect(route.children, path, out);
  }
  return out;
}

type Query = { queryKey: unknown; queryFn?: unknown };

/** The requests `kind`'s first data makes in `locale`, as `api/client.ts` sends them. */
async function firstRequests(kind: PageKind, locale: string): Promise<FirstRequest[]> {
  if (!(kind in FIRST_DATA)) return [];
  const slots: string[] = [];
  // A value `api/client.ts` writes as it is, in a path or a query: `__slot0__`.
  const marker = (path: string) => `__slot${slots.push(path) - 1}__`;
  const data = {
    sport: { key: marker('sport.key') },
    match: { id: marker('match.id') as unknown as number },
  };
  const queries: Query[] = Object.values(FIRST_DATA[kind as keyof typeof FIRST_DATA](locale, data));
  const sent: { url: string; language: string }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), language: new Headers(init?.headers).get('Language') ?? '' });
    return Promise.reject(new Error('recorded, not sent'));
  };
  try {
    for (const query of queries) {
      const run = query.queryFn as (context: unknown) => Promise<unknown>;
      await run({ queryKey: query.queryKey, signal: new AbortController().signal, meta: undefined }).catch(
        () => undefined,
      );
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  if (sent.length !== queries.length)
    throw new Error(`first data of ${kind}: ${sent.length} requests for ${queries.length} queries`);
  const template = (text: string): Template =>
    toTemplate(text.replace(/__slot(\d+)__/g, (_, index: string) => `@@${slots[Number(index)]}@@`));
  return sent.map(({ url, language }) => ({
    language,
    url: template(url),
    key: template(initialDataKey(language, url)),
  }));
}

export async function emitRouteList(): Promise<RouteList> {
  // Paths without a locale prefix: the server takes the prefix off first (docs/product.md#path-rules).
  const routes = collect(localeRoutes(config.locale.defaultLocale), '', []);
  const pages: Record<string, PageEntry> = {};
  for (const [kind, info] of Object.entries(PAGE_KINDS) as [PageKind, (typeof PAGE_KINDS)[PageKind]][]) {
    if (!routes.some((route) => route.kinds.includes(kind)))
      throw new Error(`page kind ${kind}: no route serves it`);
    const firstData: Record<string, FirstRequest[]> = {};
    for (const locale of config.locale.locales) firstData[locale] = await firstRequests(kind, locale);
    pages[kind] = {
      is_indexed: info.isIndexed,
      status: 'status' in info ? info.status : 200,
      is_redirect: 'isRedirect' in info,
      first_data: firstData,
    };
  }
  return { routes, pages };
}
