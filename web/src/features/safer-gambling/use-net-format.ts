import { useMemo } from 'react';
import type { SaferGambling } from '@/api/types';
import { useLocale } from '@/i18n/locale-context';
import { intlLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { netSign, PERIOD_DATE_FORMATS, type NetPeriod } from './dashboard-view';

/**
 * The dashboard's amounts in its currency (a gain with its plus sign, a loss with its minus) and
 * its periods' dates, written in UTC where their bounds are.
 */
export function useNetFormat({ currency, subunits }: Pick<SaferGambling, 'currency' | 'subunits'>) {
  const locale = useLocale();
  return useMemo(() => {
    const intl = intlLocale(locale);
    const money = (minor: number) => formatMoney(minor, currency, subunits, locale);
    const date = (period: NetPeriod, form: 'axis' | 'full', iso: string) =>
      new Intl.DateTimeFormat(intl, { ...PERIOD_DATE_FORMATS[period][form], timeZone: 'UTC' }).format(
        new Date(iso),
      );
    return {
      money,
      net: (minor: number) => (netSign(minor) === 'gain' ? `+${money(minor)}` : money(minor)),
      date,
    };
  }, [locale, currency, subunits]);
}

export type NetFormat = ReturnType<typeof useNetFormat>;
