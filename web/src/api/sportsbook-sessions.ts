/**
 * The player's sportsbook session (`/sportsbook_sessions`, docs/decisions/038-sessions-and-reality-checks.md):
 * start it (403 while the period's time limit is used up), poll its info (never cached; 401 once a
 * session or time limit ends it, 400 without one), answer a reality check.
 */
import { config } from '@/config/config';
import { apiGet, apiPost } from './client';
import type { SessionInfo } from './types';

const base = config.platformBase;

/** Starts the session, or answers the one running. */
export function startSportsbookSession(locale: string): Promise<SessionInfo> {
  return apiPost<{ data: SessionInfo }>('/sportsbook_sessions', { locale, base, body: {} }).then(
    (b) => b.data,
  );
}

/** The running session's figures; marks the player as present. */
export function fetchSessionInfo(locale: string): Promise<SessionInfo> {
  return apiGet<{ data: SessionInfo }>('/sportsbook_sessions/info', { locale, base }).then((b) => b.data);
}

/** The player's answer to a reality check: go on (the next one is a whole interval away) or stop. */
export function answerRealityCheck(locale: string, choice: 'continue' | 'stop'): Promise<SessionInfo> {
  return apiPost<{ data: SessionInfo }>('/sportsbook_sessions/continue', {
    locale,
    base,
    body: { choice },
  }).then((b) => b.data);
}

/** Reports that the player was active in the last minute (every 60 s: docs/product.md#safer-gambling). */
export function trackActivity(locale: string): Promise<void> {
  return apiPost<unknown>('/player/activity_limit_track', { locale, base, body: {} }).then(() => undefined);
}
