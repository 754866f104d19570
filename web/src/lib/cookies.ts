/**
 * The cookies the page itself writes (docs/product.md#client-storage, docs/decisions/029-entry-parameters-and-cookies.md):
 * the affiliate tag, the cookie consent, the device id and the deposit reminder's day. Building and reading the text is pure;
 * `readCookie`/`writeCookie` touch `document.cookie`.
 */

/** Lifetimes in days (docs/product.md#constants). */
export const COOKIE_DAYS = { affiliate: 30, consent: 365, deviceId: 7300, depositReminder: 1 } as const;

/**
 * The `document.cookie` text that sets `name` for the whole site for `days`. In a secure context
 * (https, or a local address) `Secure; SameSite=None`, so the cookie also works while the page is
 * in a host page's frame; on plain http a browser refuses both, so there it is `SameSite=Lax`.
 */
export function cookieText(name: string, value: string, days: number, secureContext: boolean): string {
  const scope = secureContext ? 'Secure; SameSite=None' : 'SameSite=Lax';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * 86_400}; ${scope}`;
}

/** The value of `name` in a `document.cookie` text; `null` when absent, empty or malformed. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

// A sandboxed frame without same-origin rights throws on `document.cookie`: no cookies there.
export function readCookie(name: string): string | null {
  try {
    return cookieValue(document.cookie, name);
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string, days: number): void {
  try {
    document.cookie = cookieText(name, value, days, window.isSecureContext);
  } catch {
    // See readCookie.
  }
}
