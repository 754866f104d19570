import { Suspense } from 'react';
import { loadFooterMessages } from '@/i18n/footer-messages';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { lazyAfterIdle } from './lazy-after-idle';

/*
 * The connection notice and the general alert load once the page is idle: the realtime connection
 * whose state they tell starts then too, and a failure reported before then shows once they are in.
 */
const AppAlerts = lazyAfterIdle(() =>
  // The general alert's title is the error page's (`meta.error.title`); the preview alert's texts
  // are the site chrome's, with the footer's.
  Promise.all([import('./app-alerts'), loadMetaMessages(), loadFooterMessages()]).then(
    ([module]) => module.AppAlerts,
  ),
);

export function LazyAppAlerts() {
  return (
    <Suspense fallback={null}>
      <AppAlerts />
    </Suspense>
  );
}
