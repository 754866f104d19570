import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import type { UserLimit } from '@/api/types';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { durationText, isMinutes, subunitsOf } from './limit-view';

/**
 * Amounts in a limit's currency (its unit from the player's account), minutes as hours and
 * minutes, and instants in the site's time zone.
 */
export function useLimitFormat() {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useAuthStatus();
  const accounts = useQuery({ ...playerQueries.accounts(locale), enabled: status === 'LOGGED_IN' });
  return useMemo(() => {
    const dates = dateTimeFormat(intlLocale(locale), config.timeZone);
    const money = (minor: number, currency: string | null | undefined) =>
      formatMoney(minor, currency ?? '', subunitsOf(currency, accounts.data), locale);
    const duration = (minutes: number) => {
      const { key, values } = durationText(minutes);
      return t(key, values);
    };
    return {
      money,
      duration,
      /** A figure of `limit`: money in its currency, or minutes for a reality check, session or time limit. */
      amount: (limit: Pick<UserLimit, 'type' | 'currency'>, value: number | null | undefined) =>
        isMinutes(limit) ? duration(value ?? 0) : money(value ?? 0, limit.currency),
      time: (iso: string) => dates.format(new Date(iso)),
    };
  }, [t, locale, accounts.data]);
}
