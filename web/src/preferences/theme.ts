/** Dark (default) or light theme, remembered in local storage and applied as `data-theme` on <html>. */
import { createStoredValue, localStore, useStoredValue } from './stored-value';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const themeStore = createStoredValue<Theme>(localStore, 'theme', (raw) =>
  raw === 'light' ? 'light' : 'dark',
);

export function useTheme(): Theme {
  return useStoredValue(themeStore);
}
