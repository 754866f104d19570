import { Suspense } from 'react';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { lazyAfterIdle } from './lazy-after-idle';

/*
 * The connection notice and the general alert load once the page is idle: the realtime connection
 * whose state they tell starts then too, and a failure reported before then shows once they are in.
 */
const AppAlerts = lazyAfterIdle(() =>
  // The general alert's title is the error page's (`meta.error.title`).
  Promise.all([import('./app-alerts'), loadMetaMessages()]).then(([module]) => module.AppAlerts),
);

export function LazyAppAlerts() {
  return (
    <Suspense fallback={null}>
      <AppAlerts />
    </Suspense>
  );
}
