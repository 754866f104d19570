/**
 * `lib/match-text.ts` and `lib/country-text.ts` as the template build sees them (`scripts/server-files.mjs`
 * puts this module in their place): each text becomes a marker that the browser fills with the real
 * function's result.
 */
import { derived } from './slots';

export function initials(name: string): string {
  return derived('initials', [name]);
}

export function kickOffDate(at: string, intl: string): string {
  return derived('kickOffDate', [at, intl]);
}

export function visitorCountryName(intl: string, fallback: string): string {
  return derived('visitorCountryName', [intl, fallback]);
}
