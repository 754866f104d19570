/**
 * Where the init page (`/init-sportsbook?return=…`, decision 033) may send the visitor on: a page
 * of this app — a path under the sports base path, with an optional locale prefix — never another
 * origin (`//host`, a scheme, a backslash trick). Pure.
 */
import type { LocaleSettings } from './locales';
import { parseLocalePath, SPORTS_BASE_PATH } from './paths';

/** Browsers drop tabs and line breaks from URLs: `/\t/host` would become `//host`. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 32);
}

export function safeReturnPath(value: string | null, settings: LocaleSettings): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (hasControlCharacter(value)) return null;
  const { rest } = parseLocalePath(value, settings);
  const isAppPage = rest === SPORTS_BASE_PATH || /^\/sports[/?#]/.test(rest);
  return isAppPage ? value : null;
}
