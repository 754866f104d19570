import { createContext, useContext } from 'react';
import { config } from '@/config/config';

/** The interface locale of the current route (`sr`, `en`), set by the locale root route. */
export const LocaleContext = createContext<string>(config.locale.defaultLocale);

export function useLocale(): string {
  return useContext(LocaleContext);
}
