/**
 * Texts the match header derives from the match. Each function is self-contained (no imports, no
 * module state): the first paint's template runs these same functions, inlined, as the HTML is
 * parsed (`app/first-paint/`), so what it shows before the app starts is what the app shows.
 */

/** A team's badge letters: the first letters of its first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * A kick-off time in the site's time zone, e.g. `12 Jan 2026, 18:30` (`intl`: a BCP 47 tag): the
 * format of `dates.ts`'s `dateTimeFormat`, written out here as this function must stand alone.
 */
export function kickOffDate(at: string, intl: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: false,
    timeZone,
  }).format(new Date(at));
}
