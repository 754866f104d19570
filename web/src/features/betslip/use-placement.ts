/**
 * "Place bet": a signed-out player gets the sign-in dialog (the slip stays as it is); a signed-in
 * one places through the ticket store with `POST /api/sb/bets`. While the session is still being
 * found out (UNKNOWN, PENDING) neither applies: `isSessionLoading` disables the button, as
 * `isBettingForbidden` does for a player whose profile carries the pve flag (`serasa`,
 * docs/product.md#users-and-roles). A live bet the server answers as `submitted` starts the
 * live-delay countdown.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { betsKeys, placeBets } from '@/api/bets';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { useLocale } from '@/i18n/locale-context';
import { isAuthLoading } from '@/lib/auth-status';
import { deviceId } from '@/lib/device-id';
import { ticketStore, type PlaceBets } from '@/ticket/ticket-store';
import { liveDelaySeconds } from './live-delay';

/** Seconds until the latest `decide_at` of the placed bets (the server's live delay), if any. */
function secondsUntil(decideAt: readonly (string | null | undefined)[]): number | null {
  const ends = decideAt.flatMap((at) => (at ? [Date.parse(at)] : [])).filter(Number.isFinite);
  return ends.length === 0 ? null : (Math.max(...ends) - Date.now()) / 1000;
}

/** A countdown: how many seconds, and from when (ms since the epoch). */
export type LiveDelay = { seconds: number; startedAt: number };

export type Placement = {
  place: () => void;
  liveDelay: LiveDelay | null;
  isSessionLoading: boolean;
  isBettingForbidden: boolean;
};

export function usePlacement(onSignIn: () => void): Placement {
  const locale = useLocale();
  const auth = useAuthStatus();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...playerQueries.profile(locale), enabled: auth === 'LOGGED_IN' });
  const [liveDelay, setLiveDelay] = useState<LiveDelay | null>(null);

  const place = useCallback(() => {
    if (auth === 'NOT_LOGGED_IN') onSignIn();
    if (auth !== 'LOGGED_IN') return;
    let serverDelay: number | null | undefined;
    const send: PlaceBets = async (payload, key) => {
      const outcome = await placeBets(locale, payload, key);
      if (!outcome.ok) return outcome;
      serverDelay = secondsUntil(outcome.answer.data.map((bet) => bet.decide_at));
      return { ok: true, bets: outcome.answer.data };
    };
    setLiveDelay(null);
    void ticketStore.place(send, { deviceId: deviceId(), quick: false }).then(() => {
      const { status, bets } = ticketStore.getState();
      // My Bets show the new bets (the private channel's `bet_changed` may not be connected).
      if (status === 'SUCCESS') void queryClient.invalidateQueries({ queryKey: betsKeys.all });
      const submitted = bets.filter((bet) => bet.placed?.status === 'submitted');
      if (status !== 'SUCCESS' || submitted.length === 0) return;
      const sports = submitted.flatMap((bet) =>
        bet.selections.filter((s) => s.matchStatus === 'live').map((s) => s.sportKey),
      );
      setLiveDelay({ seconds: liveDelaySeconds(sports, serverDelay), startedAt: Date.now() });
    });
  }, [auth, locale, onSignIn, queryClient]);

  const isBettingForbidden = auth === 'LOGGED_IN' && profile.data?.serasa === true;
  return { place, liveDelay, isSessionLoading: isAuthLoading(auth), isBettingForbidden };
}
