import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAccount, playerQueries, switchAccount } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import popupStyles from '@/components/ui/popup-menu.module.css';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import styles from './balance-switcher.module.css';

const CURRENCIES = ['EUR', 'USD', 'RSD', 'BTC'] as const;

/**
 * The current account's balance; opening it lists the currencies with their balances. Choosing one
 * tells the server (`POST /player/accounts`), which opens the account if the player has none yet.
 */
export function BalanceSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const accounts = useQuery(playerQueries.accounts(locale));
  const account = currentAccount(accounts.data);
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = () => setOpen(false);
  useDismiss(ref, isOpen, close);

  async function choose(currency: string) {
    setOpen(false);
    if (currency === account?.currency) return;
    try {
      setError(false);
      queryClient.setQueryData(playerKeys.accounts, await switchAccount(locale, currency));
      void queryClient.invalidateQueries({ queryKey: playerKeys.profile });
    } catch {
      setError(true);
    }
  }

  const balance = account ? formatMoney(account.balance, account.currency, account.subunits, locale) : '…';
  return (
    <div className={popupStyles.popupAnchor} ref={ref}>
      <button
        type="button"
        className={styles.balance}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={t('account.balance.label', { balance })}
        onClick={() => setOpen(!isOpen)}
        data-testid="header-balance"
      >
        {/* Two words, as in the name "Stanje: 50,00 EUR" (WCAG 2.5.3). */}
        <span className={styles.balanceCaption}>{t('account.balance.caption')}</span>{' '}
        <span className={styles.balanceValue}>{balance}</span>
      </button>
      {error && (
        <span className={styles.srOnly} role="alert">
          {t('account.errors.default')}
        </span>
      )}
      {isOpen && (
        <ul id={listId} className={popupStyles.popup} aria-label={t('account.balance.switch')}>
          {CURRENCIES.map((currency) => {
            const held = accounts.data?.find((a) => a.currency === currency);
            return (
              <li key={currency}>
                <button
                  type="button"
                  className={popupStyles.popupItem}
                  aria-current={held?.current ? 'true' : undefined}
                  onClick={() => void choose(currency)}
                >
                  <span>{currency}</span>
                  <span className={styles.muted}>
                    {held
                      ? formatMoney(held.balance, held.currency, held.subunits, locale)
                      : t('account.balance.open')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
