/**
 * A value kept in web storage that React reads with `useSyncExternalStore`, so only the components
 * that show it re-render when it changes. Storage failures (private mode, quotas) fall back to memory.
 */
import { useSyncExternalStore } from 'react';

export type StoredValue<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStoredValue<T extends string>(
  storage: () => Storage | undefined,
  key: string,
  parse: (raw: string | null) => T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let value = parse(read());

  function read(): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      value = parse(event.newValue);
      notify();
    });
  }

  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      try {
        storage()?.setItem(key, next);
      } catch {
        // The value still holds for this page.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function localStore(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function sessionStore(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}
