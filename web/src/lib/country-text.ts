/**
 * The visitor's country, named in the page's language. Self-contained (no imports, no module state),
 * like `match-text.ts`: the blocked page's first paint runs this same function, inlined, as the HTML
 * is parsed (`app/first-paint/`). The server puts the country's code on `<html data-country>`.
 */
export function visitorCountryName(intl: string, fallback: string): string {
  const code = typeof document === 'undefined' ? undefined : document.documentElement.dataset.country;
  if (!code || !/^[A-Z]{2}$/.test(code)) return fallback;
  try {
    return new Intl.DisplayNames([intl], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
