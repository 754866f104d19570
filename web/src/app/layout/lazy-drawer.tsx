import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { Drawer } from '@/components/ui/drawer';
import { whenIdle } from '@/lib/idle';
import { importWithRetry } from '@/lib/retry-import';

/*
 * The drawers — the side menu, the slip's sheet — open only on a tap, so their code is not part of
 * the home route's initial JavaScript (it made room for the widgets of decision 037): it is fetched
 * once the page is idle, so a tap does not wait for it, or by the first tap if that comes sooner.
 */
const load = () => import('@/components/ui/drawer');
const LoadedDrawer = lazy(() => importWithRetry(load).then((module) => ({ default: module.Drawer })));

/** Fetches the drawer's code once the page is idle (a failure is left to the first open). */
export function usePreloadedDrawer(): void {
  useEffect(() => {
    void whenIdle()
      .then(load)
      .catch(() => undefined);
  }, []);
}

export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}
