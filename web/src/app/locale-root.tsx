import { use, useEffect, type ReactNode } from 'react';
import { config } from '@/config/config';
import { hasLocaleMessages, i18n, loadLocaleMessages } from '@/i18n/i18n';
import { LocaleContext } from '@/i18n/locale-context';
import { resolveLocaleAlias, textDirection } from '@/lib/locales';
import { LiveContext } from '@/live/live-context';
import { useLiveHubFor } from './use-live-hub';

/**
 * Puts a route tree in one locale: i18n language, `<html lang dir>`, the locale context, and the
 * realtime connection's channels in that language.
 */
export function LocaleRoot({ locale, children }: { locale: string; children: ReactNode }) {
  // A language not bundled suspends the tree until its messages are in (navigation keeps the old page).
  if (!hasLocaleMessages(locale)) use(loadLocaleMessages(locale));
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = resolveLocaleAlias(locale);
    html.dir = textDirection(locale, config.locale.isRtlEnabled);
  }, [locale]);
  const live = useLiveHubFor(locale);
  return (
    <LocaleContext.Provider value={locale}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </LocaleContext.Provider>
  );
}
