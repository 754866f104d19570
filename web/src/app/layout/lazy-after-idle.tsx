import { lazy, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';

function Nothing() {
  return null;
}

/**
 * A component whose code loads once the page is idle: what is below the fold or not needed for the
 * first paint. Should its code fail to arrive (the browser went offline first) the page goes on
 * without it rather than turning into the error page.
 */
export function lazyAfterIdle(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() =>
    whenIdle()
      .then(load)
      .then(
        (component) => ({ default: component }),
        (): { default: ComponentType } => ({ default: Nothing }),
      ),
  );
}
