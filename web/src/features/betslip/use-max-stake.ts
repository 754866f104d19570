/**
 * "Max": asks the server (`POST /api/sb/bets/max-stake`) for the largest stake one bet of the slip
 * would be accepted with, and makes it the bet's stake. Signed out, while the session loads or
 * without selections there is nothing to ask, and the reason says so; a refusal is shown until
 * the bet's selections change.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { fetchMaxStake } from '@/api/bets';
import { useAuthStatus } from '@/api/session';
import { useLocale } from '@/i18n/locale-context';
import { isAuthLoading } from '@/lib/auth-status';
import { deviceId } from '@/lib/device-id';
import { buildPlacement } from '@/lib/ticket/placement';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import { SESSION_LOADING_KEY } from './place-reasons';
import { parseStake } from './slip-text';

export type MaxStake = {
  fill: () => void;
  isPending: boolean;
  /** Why the button is disabled (a message key), if it is. */
  blockedKey: string | null;
  /** The refusal to show: the server's words, or `null` for the general message. */
  failure: { message: string | null } | null;
};

export function useMaxStake(ticket: Ticket, betIndex: number): MaxStake {
  const locale = useLocale();
  const auth = useAuthStatus();
  const dispatch = useTicketDispatch();
  const bet = ticket.bets[betIndex];
  const selections = bet?.selections.map((s) => s.key).join() ?? '';
  const mutation = useMutation({
    mutationFn: (_selections: string) => {
      const payload = buildPlacement(
        { ...ticket, processingBets: [betIndex] },
        { deviceId: deviceId(), quick: false },
      );
      return fetchMaxStake(locale, payload);
    },
    onSuccess: (text) => {
      const stake = parseStake(text, ticket.subunits);
      if (stake !== undefined) dispatch({ type: 'stakeChanged', betIndex, stake });
    },
  });
  const blockedKey =
    auth === 'NOT_LOGGED_IN'
      ? 'betslip.max.signIn'
      : isAuthLoading(auth)
        ? SESSION_LOADING_KEY
        : !bet || bet.selections.length === 0
          ? 'betslip.max.noSelection'
          : null;
  const { error } = mutation;
  const isCurrent = mutation.variables === selections;
  return {
    fill: () => mutation.mutate(selections),
    isPending: mutation.isPending,
    blockedKey,
    failure:
      error && isCurrent
        ? { message: error instanceof ApiError && error.code !== 'request_failed' ? error.message : null }
        : null,
  };
}
