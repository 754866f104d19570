/**
 * A submitted live bet learns its decision from `bet_changed` on the private channel. Should that
 * not arrive (the channel is down or still subscribing), the slip asks My Bets' first page once,
 * a little after the live delay, so the receipt never waits forever.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { betsQueries } from '@/api/bets';
import { useLocale } from '@/i18n/locale-context';
import { ticketStore } from '@/ticket/ticket-store';
import type { LiveDelay } from './use-placement';

/** The server decides every 200 ms after `decide_at`; the event needs a moment more. */
const GRACE_MS = 3_000;

function submittedIds(): string[] {
  return ticketStore
    .getState()
    .bets.flatMap((bet) => (bet.placed?.status === 'submitted' ? [bet.placed.betId] : []));
}

export function useDecisionCheck(liveDelay: LiveDelay | null): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!liveDelay) return;
    const due = liveDelay.startedAt + liveDelay.seconds * 1000 + GRACE_MS - Date.now();
    const timer = window.setTimeout(
      () => {
        const waiting = submittedIds();
        if (waiting.length === 0) return;
        const query = betsQueries.list(locale, { status: 'all', result: 'all', page: 1 });
        void queryClient
          .fetchQuery({ ...query, staleTime: 0 })
          .then((page) => {
            for (const bet of page.data) {
              if (!waiting.includes(String(bet.id)) || bet.status === 'submitted') continue;
              ticketStore.dispatch({
                type: 'placedBetChanged',
                betId: String(bet.id),
                status: bet.status,
                reason: bet.reason ?? null,
                bet,
              });
            }
          })
          .catch(() => {
            // The countdown keeps saying it awaits confirmation; `bet_changed` may still come.
          });
      },
      Math.max(0, due),
    );
    return () => window.clearTimeout(timer);
  }, [liveDelay, locale, queryClient]);
}
