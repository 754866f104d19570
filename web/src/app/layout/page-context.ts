import { useMatches } from 'react-router';
import type { PageKind } from '../route-list/page-kinds';

/**
 * Route `handle` of this app: the page name used for body attributes and metadata; the page kinds
 * the route serves and the module its `lazy` imports, for the server (`route-list/emit.ts`).
 */
export type RouteHandle = { page?: string; kinds: readonly PageKind[]; module?: string };

/** The page name of the deepest matched route (`home`, `sport`, `match`, …); a loader's `page` wins. */
export function usePageName(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const fromData = (match?.loaderData as { page?: unknown } | undefined)?.page;
    if (typeof fromData === 'string') return fromData;
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return 'unknown';
}
