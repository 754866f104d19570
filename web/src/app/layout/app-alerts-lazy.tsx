import { Suspense } from 'react';
import { lazyAfterIdle } from './lazy-after-idle';

/*
 * The connection notice and the general alert load once the page is idle: the realtime connection
 * whose state they tell starts then too, and a failure reported before then shows once they are in.
 */
const AppAlerts = lazyAfterIdle(() => import('./app-alerts').then((module) => module.AppAlerts));

export function LazyAppAlerts() {
  return (
    <Suspense fallback={null}>
      <AppAlerts />
    </Suspense>
  );
}
