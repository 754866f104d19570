import { lazy, Suspense } from 'react';
import { whenIdle } from '@/lib/idle';

/*
 * The bell loads (then its texts) once the page is idle, like the account area beside it: the
 * home route's initial JavaScript carries only this wrapper, and the bell shows only for a signed-in
 * player, whose session is known by then.
 */
const NotificationBell = lazy(() =>
  whenIdle()
    .then(() => import('./notification-bell'))
    .then((module) => module.withMessages()),
);

export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
