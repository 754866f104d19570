/**
 * How a placed bet reads in My Bets (spec §3 statuses and results): one state for its badge, its
 * tone, and which amount it shows (the potential win while open, the payout once settled). Pure.
 */
import type { ServerBet } from '@/api/bets';

export type BetState =
  'submitted' | 'open' | 'rejected' | 'won' | 'lost' | 'refunded' | 'cancelled' | 'cashed_out' | 'settled';

export type Tone = 'positive' | 'negative' | 'pending' | 'neutral';

const RESULT_STATES: Readonly<Record<string, BetState>> = {
  win_entire: 'won',
  refund_half_win_other: 'won',
  lose_entire: 'lost',
  refund_half_lose_other: 'lost',
  refund_entire: 'refunded',
  canceled: 'refunded',
  cashed_out: 'cashed_out',
};

export function betState(bet: Pick<ServerBet, 'status' | 'result'>): BetState {
  switch (bet.status) {
    case 'submitted':
      return 'submitted';
    case 'waiting_results':
    case 'ready_to_process':
    case 'cashout_in_progress':
      return 'open';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
    case 'withdrawn':
      return 'cancelled';
    case 'cashed_out':
      return 'cashed_out';
    default:
      return RESULT_STATES[bet.result] ?? 'settled';
  }
}

export function stateTone(state: BetState): Tone {
  if (state === 'won' || state === 'cashed_out') return 'positive';
  if (state === 'lost' || state === 'rejected') return 'negative';
  if (state === 'submitted' || state === 'open') return 'pending';
  return 'neutral';
}

/** Which amount the bet shows beside its stake: the potential win, the payout, or none. */
export function winKind(state: BetState): 'potential' | 'payout' | null {
  if (state === 'submitted' || state === 'open') return 'potential';
  if (state === 'rejected') return null;
  return 'payout';
}
