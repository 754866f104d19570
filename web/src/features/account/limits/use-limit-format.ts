import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { subunitsOf } from './limit-view';

/** Amounts in a limit's currency (its unit from the player's account) and instants in the site's time zone. */
export function useLimitFormat() {
  const locale = useLocale();
  const status = useAuthStatus();
  const accounts = useQuery({ ...playerQueries.accounts(locale), enabled: status === 'LOGGED_IN' });
  return useMemo(() => {
    const dates = dateTimeFormat(intlLocale(locale), config.timeZone);
    return {
      money: (minor: number, currency: string | null | undefined) =>
        formatMoney(minor, currency ?? '', subunitsOf(currency, accounts.data), locale),
      time: (iso: string) => dates.format(new Date(iso)),
    };
  }, [locale, accounts.data]);
}
