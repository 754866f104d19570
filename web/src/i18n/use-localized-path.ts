import { useCallback } from 'react';
import { config } from '@/config/config';
import { localizedPath } from '@/lib/paths';
import { useLocale } from './locale-context';

/** Builds in-app links for the current locale: `path('/football')` → `/en/sports/football`. */
export function useLocalizedPath(): (target: string, base?: string) => string {
  const locale = useLocale();
  return useCallback((target, base) => localizedPath(target, locale, config.locale, base), [locale]);
}
