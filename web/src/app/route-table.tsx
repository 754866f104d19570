/**
 * The route table: every page of docs/product.md#path-rules under each locale prefix. It is the one
 * list of pages: the build writes it for the server (`route-list/emit.ts` → `dist/.vite/routes.json`:
 * each route's path, the page kinds it serves — `handle.kinds` — and its lazily loaded module), which
 * answers 200 or 404, and renders the head, first paint and first data, from it. Pages load lazily so
 * the home route stays small; a route's `handle.module` names the file its `lazy` imports. A page
 * whose code fails to arrive is fetched once more, then offers a reload (`importWithRetry`).
 */
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { config } from '@/config/config';
import { localePrefix, parseLocalePath, SPORTS_BASE_PATH } from '@/lib/paths';
import { importWithRetry } from '@/lib/retry-import';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/page-context';
import { LocaleRoot } from './locale-root';
import { slugLoader, sportLoader } from './routes/catalogue-loaders';
import { RouteError, StandaloneErrorPage } from './routes/error-routes';
import { HomeRoute, homeLoader } from './routes/home-route';
import { notFound } from './routes/route-helpers';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** The pages under one locale prefix (`''` for the default locale). */
export function localeRoutes(locale: string): RouteObject[] {
  const prefix = localePrefix(locale, config.locale);
  const base = `${prefix}${SPORTS_BASE_PATH}`;
  const wrap = (element: React.ReactNode) => <LocaleRoot locale={locale}>{element}</LocaleRoot>;
  const module = (name: string) => `src/app/routes/${name}.tsx`;
  return [
    {
      path: base,
      element: wrap(<AppLayout />),
      errorElement: wrap(<RouteError />),
      // Until the first page's code and data arrive: the shell, so the frame paints at once.
      hydrateFallbackElement: wrap(<AppLayout isFallback />),
      children: [
        {
          index: true,
          handle: handle({ page: 'home', kinds: ['home'] }),
          loader: homeLoader,
          Component: HomeRoute,
        },
        {
          path: 'live',
          handle: handle({ page: 'live', kinds: ['live'], module: module('live-route') }),
          lazy: () => importWithRetry(() => import('./routes/live-route')),
        },
        {
          path: 'cybersport',
          handle: handle({ page: 'cybersport', kinds: ['cybersport'], module: module('cyber-route') }),
          lazy: () => importWithRetry(() => import('./routes/cyber-route')),
        },
        {
          path: 'schedule',
          handle: handle({ page: 'schedule', kinds: ['schedule'], module: module('schedule-route') }),
          lazy: () => importWithRetry(() => import('./routes/schedule-route')),
        },
        {
          path: 'results',
          handle: handle({ page: 'results', kinds: ['results'], module: module('results-route') }),
          lazy: () => importWithRetry(() => import('./routes/results-route')),
        },
        {
          path: 'general-rules',
          handle: handle({
            page: 'general-rules',
            kinds: ['generalRules'],
            module: module('general-rules-route'),
          }),
          lazy: () => importWithRetry(() => import('./routes/general-rules-route')),
        },
        {
          path: 'about',
          handle: handle({ page: 'about', kinds: ['about'], module: module('about-route') }),
          lazy: () => importWithRetry(() => import('./routes/about-route')),
        },
        {
          path: 'search',
          handle: handle({ page: 'search', kinds: ['search'], module: module('search-route') }),
          lazy: () => importWithRetry(() => import('./routes/search-route')),
        },
        {
          path: 'pages/:slug',
          handle: handle({ page: 'custom', kinds: ['custom'], module: module('custom-page-route') }),
          lazy: () => importWithRetry(() => import('./routes/custom-page-route')),
        },
        {
          path: 'bets-history',
          handle: handle({
            page: 'bets-history',
            kinds: ['betsHistory'],
            module: module('bets-history-route'),
          }),
          lazy: () => importWithRetry(() => import('./routes/bets-history-route')),
        },
        {
          path: 'favorites',
          handle: handle({ page: 'favourites', kinds: ['favourites'], module: module('favourites-route') }),
          lazy: () => importWithRetry(() => import('./routes/favourites-route')),
        },
        {
          path: 'profile/wallet/deposit',
          handle: handle({ page: 'profile', kinds: ['deposit'], module: module('wallet-deposit-route') }),
          lazy: () => importWithRetry(() => import('./routes/wallet-deposit-route')),
        },
        {
          path: 'profile/wallet/transactions',
          handle: handle({
            page: 'profile',
            kinds: ['transactions'],
            module: module('wallet-transactions-route'),
          }),
          lazy: () => importWithRetry(() => import('./routes/wallet-transactions-route')),
        },
        {
          path: 'profile/limits',
          handle: handle({ page: 'profile', kinds: ['limits'], module: module('limits-route') }),
          lazy: () => importWithRetry(() => import('./routes/limits-route')),
        },
        {
          path: 'profile/safer-gambling',
          handle: handle({
            page: 'profile',
            kinds: ['saferGambling'],
            module: module('safer-gambling-route'),
          }),
          lazy: () => importWithRetry(() => import('./routes/safer-gambling-route')),
        },
        {
          path: ':sport',
          handle: handle({ page: 'sport', kinds: ['sport'], module: module('sport-route') }),
          loader: sportLoader,
          lazy: () => importWithRetry(() => import('./routes/sport-route')),
        },
        {
          // The loader decides which: a match (the slug ends in `-{id}`), else a category or a league.
          path: ':sport/:slug',
          handle: handle({
            page: 'catalogue',
            kinds: ['match', 'category', 'league'],
            module: module('slug-route'),
          }),
          loader: slugLoader,
          lazy: () => importWithRetry(() => import('./routes/slug-route')),
        },
        { path: '*', loader: () => notFound() },
      ],
    },
    {
      path: `${base}/404`,
      handle: handle({ kinds: ['notFound'] }),
      element: wrap(<StandaloneErrorPage kind="notFound" />),
    },
    {
      path: `${base}/blocked`,
      handle: handle({ kinds: ['blocked'] }),
      element: wrap(<StandaloneErrorPage kind="blocked" />),
    },
    {
      path: `${base}/locked`,
      handle: handle({ kinds: ['locked'] }),
      element: wrap(<StandaloneErrorPage kind="locked" />),
    },
    {
      // In its locale like every page; its own code loads lazily.
      path: `${base}/init-sportsbook`,
      element: wrap(<Outlet />),
      children: [
        {
          index: true,
          handle: handle({ kinds: ['initSportsbook'], module: module('init-route') }),
          lazy: () => importWithRetry(() => import('./routes/init-route')),
        },
      ],
    },
    {
      path: `${prefix}/500`,
      handle: handle({ kinds: ['error'] }),
      element: wrap(<StandaloneErrorPage kind="error" />),
    },
    {
      path: `${prefix}/users/*`,
      handle: handle({ kinds: ['users'], module: module('users-route') }),
      // Emailed links and old addresses, never the home page: its code loads when one is opened.
      lazy: () =>
        importWithRetry(() => import('./routes/users-route')).then(({ UsersRedirect }) => ({
          element: <UsersRedirect prefix={prefix} base={base} />,
        })),
    },
    ...(prefix === '' ? [] : [{ path: prefix, element: <Navigate to={base} replace /> }]),
  ];
}

/** Every route of the app: `/` to the sports home, each locale's pages, the 404 page elsewhere. */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={SPORTS_BASE_PATH} replace /> },
    ...config.locale.locales.flatMap(localeRoutes),
    {
      path: '*',
      // A path no page serves, in the language of its prefix (`/en/…` in English; decision 049).
      Component: () => (
        <LocaleRoot locale={parseLocalePath(location.pathname, config.locale).locale}>
          <StandaloneErrorPage kind="notFound" />
        </LocaleRoot>
      ),
    },
  ];
}
