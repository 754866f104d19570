/** Path rules (docs/product.md#path-rules): optional locale prefix + the sports base path + the target. Pure. */
import { findConfiguredLocale, type LocaleSettings } from './locales';

export const SPORTS_BASE_PATH = '/sports';

const EXTERNAL_LINK = /^(https?:|sms:|mailto:)/i;

/** Links starting with http, sms: or mailto: are left unchanged. */
export function isExternalLink(target: string): boolean {
  return EXTERNAL_LINK.test(target);
}

/** Whether a locale's URLs carry no prefix: the first configured and the default locale, unless locale-in-URL is on. */
export function isLocaleUnprefixed(locale: string, settings: LocaleSettings): boolean {
  if (settings.isLocaleInUrl) return false;
  return locale === settings.locales[0] || locale === settings.defaultLocale;
}

/** `''` for an unprefixed locale, else `/{locale}`. */
export function localePrefix(locale: string, settings: LocaleSettings): string {
  return isLocaleUnprefixed(locale, settings) ? '' : `/${locale}`;
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .filter((part) => part !== '' && part !== '/')
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}

/**
 * An in-app link: locale prefix, then the sports base path, then the target
 * (`/football` → `/en/sports/football`). Query and hash of the target are kept.
 * Pass `base: ''` for pages outside the sports base path, such as `/500`.
 */
export function localizedPath(
  target: string,
  locale: string,
  settings: LocaleSettings,
  base: string = SPORTS_BASE_PATH,
): string {
  if (isExternalLink(target)) return target;
  const suffixStart = target.search(/[?#]/);
  const pathPart = suffixStart === -1 ? target : target.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : target.slice(suffixStart);
  return joinPath(localePrefix(locale, settings), base, pathPart) + suffix;
}

export type ParsedLocation = {
  /** The configured locale the URL names, or the default locale. */
  locale: string;
  /** Whether the first segment was a locale prefix. */
  hasPrefix: boolean;
  /** The path after the locale prefix, starting with `/`. */
  rest: string;
};

/** Reads the locale from the first path segment. */
export function parseLocalePath(pathname: string, settings: LocaleSettings): ParsedLocation {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const segment = match?.[1];
  const locale = segment === undefined ? undefined : findConfiguredLocale(segment, settings);
  if (match && locale !== undefined) {
    return { locale, hasPrefix: true, rest: match[2] === '' ? '/' : (match[2] ?? '/') };
  }
  return { locale: settings.defaultLocale, hasPrefix: false, rest: pathname === '' ? '/' : pathname };
}

/**
 * The URL of the same page in another language: rewrites the first path segment
 * to the new locale's prefix (adding or removing it) and keeps the query string and hash.
 */
export function switchLocaleUrl(url: string, nextLocale: string, settings: LocaleSettings): string {
  const suffixStart = url.search(/[?#]/);
  const pathname = suffixStart === -1 ? url : url.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : url.slice(suffixStart);
  const { rest } = parseLocalePath(pathname, settings);
  return joinPath(localePrefix(nextLocale, settings), rest) + suffix;
}
