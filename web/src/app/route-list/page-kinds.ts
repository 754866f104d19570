/**
 * Every kind of page the route table serves (`router.tsx` names them in its routes' `handle.kinds`),
 * with what the server answers for it: indexed or not, and the status of error pages. The build
 * writes them into `dist/.vite/routes.json` (`route-list/emit.ts`); the app never imports this file.
 * Each kind is also a `meta.{kind}` message (title, description) and a first-paint template.
 */
export type PageKindInfo = {
  isIndexed: boolean;
  status?: 404 | 500;
  /** A path the app sends elsewhere at once: it has no first paint of its own. */
  isRedirect?: true;
};

export const PAGE_KINDS = {
  home: { isIndexed: true },
  live: { isIndexed: true },
  cybersport: { isIndexed: true },
  schedule: { isIndexed: true },
  results: { isIndexed: true },
  generalRules: { isIndexed: true },
  about: { isIndexed: true },
  // An operator's page: the server withholds indexing where its configuration says `index: false`.
  custom: { isIndexed: true },
  sport: { isIndexed: true },
  category: { isIndexed: true },
  league: { isIndexed: true },
  match: { isIndexed: true },
  // The results of one query: not a page for search engines.
  search: { isIndexed: false },
  betsHistory: { isIndexed: false },
  favourites: { isIndexed: false },
  deposit: { isIndexed: false },
  transactions: { isIndexed: false },
  limits: { isIndexed: false },
  saferGambling: { isIndexed: false },
  notFound: { isIndexed: false, status: 404 },
  error: { isIndexed: false, status: 500 },
  blocked: { isIndexed: false },
  locked: { isIndexed: false },
  // The page a host platform opens first (decision 033).
  initSportsbook: { isIndexed: false },
  // The `/users/…` links of emails: they open their dialog over the home page.
  users: { isIndexed: false, isRedirect: true },
} as const satisfies Record<string, PageKindInfo>;

export type PageKind = keyof typeof PAGE_KINDS;
