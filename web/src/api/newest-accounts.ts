/**
 * Of two readings of the player's accounts, each account as its newer reading has it (the larger
 * `version`, which counts the balance's movements; docs/decisions/047). The accounts cache takes
 * every reading through it — answers of `/player/accounts` and `balance_changed` alike — so an
 * answer read before a bet committed that arrives after the bet's `balance_changed` cannot put
 * the old balance back. The newer reading's list decides which accounts there are and which is
 * current.
 */
import type { Account } from './types';

export function newestAccounts(
  cached: readonly Account[] | undefined,
  incoming: readonly Account[],
): Account[] {
  return incoming.map((account) => {
    const before = cached?.find((held) => held.currency === account.currency);
    if (before === undefined || before.version <= account.version) return account;
    const { balance, available_to_bet_with_locked_cents, version } = before;
    return { ...account, balance, available_to_bet_with_locked_cents, version };
  });
}
