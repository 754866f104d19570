/** Idle fallback (docs/product.md#constants): work deferred to idle time starts at the latest this long after load. */
export const IDLE_FALLBACK_MS = 3000;

let idle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle (or `IDLE_FALLBACK_MS` after load):
 * for work that must not compete with the first paint, like the realtime connection and the
 * account UI.
 */
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_FALLBACK_MS });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
