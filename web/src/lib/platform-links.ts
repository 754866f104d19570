/**
 * Links to the platform's own pages (docs/product.md#platform-pages): deposit, transactions, terms,
 * the help centre and the casino's front page. One builder puts in the origin, the locale and the way back. Pure.
 */
import type { LocaleSettings } from './locales';
import { localePrefix, localizedPath } from './paths';

/** Where the platform's pages live; `''` is this site. */
export type PlatformOrigins = {
  /** The casino (the operator's main site): terms, help centre. */
  casinoOrigin: string;
  /** The player's profile pages: deposit, transactions. */
  profileOrigin: string;
};

export type PlatformPage = 'deposit' | 'transactions' | 'terms' | 'helpCenter' | 'casino';

type PageAddress = {
  path: string;
  origin: keyof PlatformOrigins;
  /**
   * This app's own page (under the sports base path) while that origin is empty: the wallet pages,
   * and the built-in terms and help the server adds as custom pages (decision 049).
   */
  appPath?: string;
};

const PAGES: Readonly<Record<PlatformPage, PageAddress>> = {
  deposit: { path: '/profile/wallet/deposit', origin: 'profileOrigin', appPath: '/profile/wallet/deposit' },
  transactions: {
    path: '/profile/wallet/transactions',
    origin: 'profileOrigin',
    appPath: '/profile/wallet/transactions',
  },
  terms: { path: '/terms-and-conditions', origin: 'casinoOrigin', appPath: '/pages/terms' },
  helpCenter: { path: '/help-center', origin: 'casinoOrigin', appPath: '/pages/help' },
  casino: { path: '/', origin: 'casinoOrigin' },
};

/** The query parameter that tells the platform's page where to send the player back. */
export const BACK_URL_PARAM = 'back_url';

export type PlatformLinkContext = {
  locale: string;
  settings: LocaleSettings;
  origins: PlatformOrigins;
  /** The current page's full address: where the platform's page sends the player back. */
  backUrl: string;
  /** The casino's URL parameters, appended to a deposit link. */
  casinoParams?: string;
};

export type PlatformHref = {
  href: string;
  /**
   * One of this app's pages, followed without reloading: with no profile origin, deposit and
   * transactions are the app's own wallet pages, with no casino origin the terms and help are its
   * built-in pages (under the sports base path), with no way back to add.
   */
  isAppPage: boolean;
};

/**
 * The address of a platform page: `{origin}{locale prefix}{path}?{casino parameters}&back_url=…`.
 * The locale prefix follows the site's path rules (none for the default locale unless
 * locale-in-URL is on), as the platform shares the site's languages.
 */
export function platformLink(page: PlatformPage, context: PlatformLinkContext): PlatformHref {
  const { path, origin: originKey, appPath } = PAGES[page];
  const origin = context.origins[originKey];
  const query = new URLSearchParams(page === 'deposit' ? context.casinoParams : undefined);
  if (origin === '' && appPath !== undefined) {
    const search = query.toString();
    const target = search === '' ? appPath : `${appPath}?${search}`;
    return { href: localizedPath(target, context.locale, context.settings), isAppPage: true };
  }
  query.set(BACK_URL_PARAM, context.backUrl);
  return {
    href: `${origin}${localePrefix(context.locale, context.settings)}${path}?${query}`,
    isAppPage: false,
  };
}
