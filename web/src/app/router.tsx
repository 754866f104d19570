import { createBrowserRouter } from 'react-router';
import { appRoutes } from './route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | undefined;

/** The app's router, created on first use (its loaders start then): the offline shell has none. */
export function appRouter(): AppRouter {
  router ??= createBrowserRouter(appRoutes());
  return router;
}

/**
 * Resolves once the first page's code and data are in, or after `ms`. With the data inlined in the
 * HTML and the route's chunk preloaded that is almost at once, and the first paint is then the page
 * itself rather than the shell followed by the page; a slow first page still gets its shell in time.
 */
export function whenFirstPageReady(router: AppRouter, ms: number): Promise<void> {
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
