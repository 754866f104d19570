import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { config } from '@/config/config';
import { localePrefix, SPORTS_BASE_PATH } from '@/lib/paths';
import { AppLayout } from './layout/app-layout';
import { LocaleRoot } from './locale-root';
import { slugLoader, sportLoader } from './routes/catalogue-loaders';
import { RouteError, StandaloneErrorPage } from './routes/error-routes';
import { HomeRoute, homeLoader } from './routes/home-route';
import { notFound } from './routes/route-helpers';
import { UsersRedirect } from './routes/users-route';

/** Every page of spec §2 under one locale prefix; pages load lazily so the home route stays small. */
function localeRoutes(locale: string): RouteObject[] {
  const prefix = localePrefix(locale, config.locale);
  const base = `${prefix}${SPORTS_BASE_PATH}`;
  const wrap = (element: React.ReactNode) => <LocaleRoot locale={locale}>{element}</LocaleRoot>;
  return [
    {
      path: base,
      element: wrap(<AppLayout />),
      errorElement: wrap(<RouteError />),
      // Until the first page's code and data arrive: the shell, so the frame paints at once.
      hydrateFallbackElement: wrap(<AppLayout isFallback />),
      children: [
        { index: true, handle: { page: 'home' }, loader: homeLoader, Component: HomeRoute },
        { path: 'live', handle: { page: 'live' }, lazy: () => import('./routes/live-route') },
        { path: 'cybersport', handle: { page: 'cybersport' }, lazy: () => import('./routes/cyber-route') },
        { path: 'schedule', handle: { page: 'schedule' }, lazy: () => import('./routes/schedule-route') },
        { path: 'results', handle: { page: 'results' }, lazy: () => import('./routes/results-route') },
        {
          path: 'general-rules',
          handle: { page: 'general-rules' },
          lazy: () => import('./routes/general-rules-route'),
        },
        { path: 'about', handle: { page: 'about' }, lazy: () => import('./routes/about-route') },
        {
          path: 'bets-history',
          handle: { page: 'bets-history' },
          lazy: () => import('./routes/bets-history-route'),
        },
        {
          path: 'profile/wallet/deposit',
          handle: { page: 'profile' },
          lazy: () => import('./routes/wallet-deposit-route'),
        },
        {
          path: 'profile/wallet/transactions',
          handle: { page: 'profile' },
          lazy: () => import('./routes/wallet-transactions-route'),
        },
        {
          path: ':sport',
          handle: { page: 'sport' },
          loader: sportLoader,
          lazy: () => import('./routes/sport-route'),
        },
        {
          path: ':sport/:slug',
          handle: { page: 'catalogue' },
          loader: slugLoader,
          lazy: () => import('./routes/slug-route'),
        },
        { path: '*', loader: () => notFound() },
      ],
    },
    { path: `${base}/404`, element: wrap(<StandaloneErrorPage kind="notFound" />) },
    { path: `${base}/blocked`, element: wrap(<StandaloneErrorPage kind="blocked" />) },
    { path: `${base}/locked`, element: wrap(<StandaloneErrorPage kind="locked" />) },
    { path: `${prefix}/500`, element: wrap(<StandaloneErrorPage kind="error" />) },
    { path: `${prefix}/users/*`, element: <UsersRedirect prefix={prefix} base={base} /> },
    ...(prefix === '' ? [] : [{ path: prefix, element: <Navigate to={base} replace /> }]),
  ];
}

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={SPORTS_BASE_PATH} replace /> },
  ...config.locale.locales.flatMap(localeRoutes),
  {
    path: '*',
    element: (
      <LocaleRoot locale={config.locale.defaultLocale}>
        <StandaloneErrorPage kind="notFound" />
      </LocaleRoot>
    ),
  },
]);

/**
 * Resolves once the first page's code and data are in, or after `ms`. With the data inlined in the
 * HTML and the route's chunk preloaded that is almost at once, and the first paint is then the page
 * itself rather than the shell followed by the page; a slow first page still gets its shell in time.
 */
export function whenFirstPageReady(ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
