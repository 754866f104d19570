/**
 * How a placed bet reads (docs/product.md#bet-statuses, #bet-results): one state from its status and
 * result codes, for My Bets' badge, tone and outcome beside the stake, and for the notification
 * centre's sentence about it. Pure (the codes are the server's `status` and `result`).
 */

/**
 * The two codes of a bet (server form, or a notification's data) its state is read from, and, when
 * known, its stake and payout (minor units): a won system that paid back less than its stake.
 */
export type BetCodes = {
  status: string;
  result: string;
  stake?: { value: number };
  win_amount?: number;
};

export type BetState =
  | 'submitted'
  | 'open'
  | 'rejected'
  | 'won'
  | 'returned'
  | 'half_won'
  | 'lost'
  | 'half_lost'
  | 'refunded'
  | 'cancelled'
  | 'cashed_out'
  | 'settled';

export type Tone = 'positive' | 'negative' | 'pending' | 'neutral';

const RESULT_STATES: Readonly<Record<string, BetState>> = {
  win_entire: 'won',
  refund_half_win_other: 'half_won',
  lose_entire: 'lost',
  refund_half_lose_other: 'half_lost',
  refund_entire: 'refunded',
  canceled: 'cancelled',
  cashed_out: 'cashed_out',
};

export function betState(bet: BetCodes): BetState {
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
    default: {
      const state = RESULT_STATES[bet.result] ?? 'settled';
      // A system with some lines won can pay back less than its stake: money returned, not a win.
      const isShort =
        bet.stake !== undefined && bet.win_amount !== undefined && bet.win_amount < bet.stake.value;
      return state === 'won' && isShort ? 'returned' : state;
    }
  }
}

export function stateTone(state: BetState): Tone {
  if (state === 'won' || state === 'half_won' || state === 'cashed_out') return 'positive';
  if (state === 'lost' || state === 'half_lost' || state === 'rejected') return 'negative';
  if (state === 'submitted' || state === 'open') return 'pending';
  return 'neutral';
}

export function isOpen(state: BetState): boolean {
  return state === 'submitted' || state === 'open';
}

/**
 * The settled bet's outcome as a message key taking the payout (`{{amount}}`): "Won 12.50",
 * "Lost", "Refunded 10.00", … `null` while open or when rejected (nothing was paid or is due).
 */
export function outcomeKey(state: BetState): string | null {
  if (isOpen(state) || state === 'rejected') return null;
  return `myBets.outcome.${state}`;
}
