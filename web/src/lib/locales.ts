/** Locale rules (docs/product.md#languages): aliases, regional locales, text direction. Pure. */

export type LocaleSettings = {
  /** Configured interface locales, in order; the first one is the primary locale. */
  locales: readonly string[];
  /** The default locale (usually the first configured one). */
  defaultLocale: string;
  /** When on, every locale (also the default) carries its prefix in the URL. */
  isLocaleInUrl: boolean;
  /** When on, right-to-left languages are laid out right to left. */
  isRtlEnabled: boolean;
};

/** URL / interface codes that stand for another language code. */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  tl: 'fil',
  vn: 'vi',
  se: 'sv',
  tj: 'tg',
  br: 'pt-BR',
};

/** Interface locale → regional locale used for formatting (sr is Montenegrin Serbian). */
const REGIONAL_LOCALES: Readonly<Record<string, string>> = { sr: 'sr-ME', en: 'en' };

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** The language code an interface locale stands for (`no` → `nb`); other codes are returned as they are. */
export function resolveLocaleAlias(code: string): string {
  return LOCALE_ALIASES[code] ?? code;
}

/** The value of the `Language` header sent to the API (`br` → `pt-BR`). */
export function apiLanguage(locale: string): string {
  return resolveLocaleAlias(locale);
}

/** The locale used in realtime channel names (`br` is `pt` there). */
export function realtimeLocale(locale: string): string {
  return locale === 'br' ? 'pt' : resolveLocaleAlias(locale);
}

/** The regional locale of an interface locale (`sr` → `sr-ME`). */
export function regionalLocale(locale: string): string {
  const language = resolveLocaleAlias(locale);
  return REGIONAL_LOCALES[language] ?? language;
}

/** BCP 47 tags for `Intl` formatters: Serbian in Latin script; English with European dates (24 h, d/m). */
const INTL_TAGS: Readonly<Record<string, string>> = { 'sr-ME': 'sr-Latn-ME', en: 'en-GB' };

export function intlLocale(locale: string): string {
  const regional = regionalLocale(locale);
  return INTL_TAGS[regional] ?? regional;
}

/** Text direction: right to left for ar, he, fa and ur, only when right-to-left is enabled. */
export function textDirection(locale: string, isRtlEnabled: boolean): 'ltr' | 'rtl' {
  const language = resolveLocaleAlias(locale).split('-')[0] ?? '';
  return isRtlEnabled && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Finds the configured locale a URL segment names, directly or through an alias (`nb` finds `no`). */
export function findConfiguredLocale(segment: string, settings: LocaleSettings): string | undefined {
  const lower = segment.toLowerCase();
  return settings.locales.find(
    (locale) => locale.toLowerCase() === lower || resolveLocaleAlias(locale).toLowerCase() === lower,
  );
}
