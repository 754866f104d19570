import { tellParent } from '@/frame/parent-messages';
import { appRouter, type AppRouter } from '../router';

type RouterState = AppRouter['state'];

/** `page-loaded` once the first page and every page navigated to have their code and data. */
export function reportPageLoads(): void {
  const router = appRouter();
  let last: string | undefined;
  const report = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const path = `${state.location.pathname}${state.location.search}`;
    if (path === last) return;
    last = path;
    tellParent({ name: 'page-loaded', payload: { path } });
  };
  report(router.state);
  router.subscribe(report);
}
