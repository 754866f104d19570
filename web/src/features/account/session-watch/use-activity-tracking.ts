import { useEffect } from 'react';
import { ApiError } from '@/api/client';
import { trackActivity } from '@/api/sportsbook-sessions';
import { isActive, limitEnding, type LimitEnding } from '@/lib/session-watch';

/** A report every 60 s while the player is active (docs/product.md#safer-gambling). */
const TRACK_MS = 60_000;
/** What counts as the player's input. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Reports each minute the player is active — input in the last minute on a visible page — while
 * `isOn` (a signed-in player with an activity limit; decision 038); a 401 that names the activity
 * limit goes to `onLimit`.
 */
export function useActivityTracking(
  locale: string,
  isOn: boolean,
  onLimit: (ending: LimitEnding) => void,
): void {
  useEffect(() => {
    if (!isOn) return;
    let lastInputAt = Date.now();
    const seen = () => {
      lastInputAt = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, seen, { capture: true, passive: true });
    const tick = window.setInterval(() => {
      if (!isActive(lastInputAt, Date.now(), document.visibilityState === 'visible')) return;
      trackActivity(locale).catch((error: unknown) => {
        const ending =
          error instanceof ApiError ? limitEnding(error.status, error.code, error.details) : null;
        if (ending !== null) onLimit(ending);
      });
    }, TRACK_MS);
    return () => {
      window.clearInterval(tick);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, seen, { capture: true });
    };
  }, [locale, isOn, onLimit]);
}
