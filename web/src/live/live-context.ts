import { createContext, useContext } from 'react';
import type { LiveConnection } from './live-connection';

/** The app's realtime connection; `null` where there is none (tests, server errors). */
export const LiveContext = createContext<LiveConnection | null>(null);

export function useLiveConnection(): LiveConnection | null {
  return useContext(LiveContext);
}
