import { createContext, useContext } from 'react';
import type { LiveHub } from './live-hub';

/** The app's realtime hub; `null` where there is none (tests). */
export const LiveContext = createContext<LiveHub | null>(null);

export function useLiveHub(): LiveHub | null {
  return useContext(LiveContext);
}
