import { Suspense } from 'react';
import { lazyAfterIdle } from './lazy-after-idle';

/*
 * The footer is below the fold (the page above it is at least a screen tall) and not part of the
 * first paint: it loads with its texts once the page is idle, and the home route's initial
 * JavaScript carries only this wrapper.
 */
const SiteFooter = lazyAfterIdle(() => import('./site-footer').then((module) => module.withMessages()));

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
