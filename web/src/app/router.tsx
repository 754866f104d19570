import { createBrowserRouter } from 'react-router';
import { appRoutes } from './route-table';

export const router = createBrowserRouter(appRoutes());

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
