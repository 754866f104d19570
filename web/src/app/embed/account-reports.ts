import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentAccount } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import type { Account } from '@/api/types';
import { tellParent } from '@/frame/parent-messages';

/**
 * `balance-changed` when the current account's balance moves (a bet, a deposit, a settlement — the
 * realtime `balance_changed` lands in the accounts cache) and `notify-currency-changed` when the
 * player's current currency changes; both for the first known values too.
 */
export function reportAccounts(client: QueryClient): void {
  const hash = hashKey(playerKeys.accounts);
  let balance = '';
  let currency = '';
  const report = () => {
    const account = currentAccount(client.getQueryData<Account[]>(playerKeys.accounts));
    if (account === undefined) return;
    if (account.currency !== currency) {
      currency = account.currency;
      tellParent({ name: 'notify-currency-changed', payload: { currency } });
    }
    const next = `${account.balance} ${account.currency}`;
    if (next === balance) return;
    balance = next;
    const { subunits } = account;
    tellParent({ name: 'balance-changed', payload: { balance: account.balance, currency, subunits } });
  };
  report();
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === hash) report();
  });
}
