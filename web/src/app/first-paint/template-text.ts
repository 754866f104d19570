/**
 * `lib/match-text.ts` as the template build sees it (`scripts/first-paint.mjs` puts this module in
 * its place): each text becomes a marker that the browser fills with the real function's result.
 */
import { derived } from './slots';

export function initials(name: string): string {
  return derived('initials', [name]);
}

export function kickOffDate(at: string, intl: string): string {
  return derived('kickOffDate', [at, intl]);
}
