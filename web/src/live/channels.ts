// Generated from crates/server/src/live/channels.rs; do not edit. Regenerate with
// `UPDATE_SNAPSHOTS=1 cargo test -p sportsbook-server --lib live::channels`.
import { realtimeLocale } from '@/lib/locales';

/** Everyone: list-level changes in one language. */
export function updatesChannel(locale: string): string {
  return `sportsbook:updates:${realtimeLocale(locale)}`;
}

/** Everyone on a match page (or with its selections in the slip): all of one match's changes. */
export function matchChannel(locale: string, matchId: number): string {
  return `sportsbook:match:${realtimeLocale(locale)}:${matchId}`;
}

/** One player's private channel (subscription token required). */
export function userChannel(locale: string, userId: number): string {
  return `$sportsbook:user:${realtimeLocale(locale)}:${userId}`;
}
