import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/meta-en.json';
import sr from '@/i18n/messages/meta-sr.json';
import type { RouteHandle } from '../layout/page-context';
import { localeRoutes } from '../route-table';
import { PAGE_KINDS, type PageKind } from './page-kinds';

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const ROUTES = flatten(localeRoutes('sr'));
const KINDS = Object.keys(PAGE_KINDS) as PageKind[];

describe('the route table', () => {
  it('names the module each lazy route imports, so the server starts it with the page', () => {
    const lazy = ROUTES.filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(0);
    for (const route of lazy) {
      const module = (route.handle as RouteHandle | undefined)?.module;
      // Vitest writes the import with the module's path from the web folder.
      expect(String(route.lazy), route.path).toContain(`"/${module ?? 'none'}"`);
    }
  });

  it('serves every page kind, and each has its title and description in both languages', () => {
    const served = new Set(ROUTES.flatMap((route) => (route.handle as RouteHandle | undefined)?.kinds ?? []));
    expect([...served].sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS.filter((kind) => !('isRedirect' in PAGE_KINDS[kind]))) {
      for (const messages of [sr, en]) {
        const meta = (messages.meta as Record<string, { title?: string; description?: string }>)[kind];
        expect(meta?.title, kind).toBeTruthy();
        expect(meta?.description, kind).toBeTruthy();
      }
    }
  });
});
