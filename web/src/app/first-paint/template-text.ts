/**
 * `lib/match-text.ts` and `lib/country-text.ts` as the template build sees them (`scripts/server-files.mjs`
 * puts this module in their place): each text becomes a marker that the browser fills with the real
 * function's result.
 */
import { derived, siteSetting } from './slots';

export function initials(name: string): string {
  return derived('initials', [name]);
}

/** The zone is the site's, which the server injects into every page: the fill script reads it there. */
export function kickOffDate(at: string, intl: string, _timeZone: string): string {
  return derived('kickOffDate', [at, intl, siteSetting('timezone')]);
}

export function visitorCountryName(intl: string, fallback: string): string {
  return derived('visitorCountryName', [intl, fallback]);
}
