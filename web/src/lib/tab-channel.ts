/**
 * A channel between the open tabs of this site (`BroadcastChannel`; docs/product.md#embedding names
 * one for the reality check and one for the out-of-session-limit dialog): what one tab posts, every
 * other tab hears. Where there is none (an old browser, a sandboxed frame), posting does nothing.
 */
export type TabChannel<T> = {
  post: (message: T) => void;
  /** Calls `listener` with every message of another tab; returns the way to stop. */
  listen: (listener: (message: T) => void) => () => void;
};

export function tabChannel<T>(name: string): TabChannel<T> {
  let channel: BroadcastChannel | null = null;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  } catch {
    channel = null;
  }
  return {
    post: (message) => channel?.postMessage(message),
    listen: (listener) => {
      const handle = (event: MessageEvent<T>) => listener(event.data);
      channel?.addEventListener('message', handle);
      return () => channel?.removeEventListener('message', handle);
    },
  };
}
