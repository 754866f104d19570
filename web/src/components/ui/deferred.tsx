import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a pass right after the first one. A page's heading (its largest text)
 * paints first and its bulk below it right after, so nothing drawn moves; and the first pass is
 * exactly what the first paint's template holds (`app/first-paint/`), as the template is rendered
 * from the same components when the app is built.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const isShown = useDeferredValue(true, false);
  return isShown ? children : null;
}
