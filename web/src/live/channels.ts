/** Channel names of docs/product.md#realtime-channels (the server's `live/channels.rs`). */
import { realtimeLocale } from '@/lib/locales';

export function updatesChannel(locale: string): string {
  return `sportsbook:updates:${realtimeLocale(locale)}`;
}

export function matchChannel(locale: string, matchId: number): string {
  return `sportsbook:match:${realtimeLocale(locale)}:${matchId}`;
}

export function userChannel(locale: string, userId: number): string {
  return `$sportsbook:user:${realtimeLocale(locale)}:${userId}`;
}
