import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { dayKey, relativeDay } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';

/** Kick-off times and day labels in the current locale ("Today", "Tomorrow", "Tue 24.11."). */
export function useDateFormat() {
  const locale = useLocale();
  const { t } = useTranslation();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hour12: false });
    const shortDay = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit' });
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short' });
    const full = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', hour12: false });
    const relativeLabels = { '-1': t('events.yesterday'), '0': t('events.today'), '1': t('events.tomorrow') };
    function dayLabel(date: Date): string {
      const offset = relativeDay(dayKey(date), new Date());
      return offset === undefined
        ? `${weekday.format(date)} ${shortDay.format(date)}`
        : relativeLabels[offset];
    }
    return {
      time: (iso: string) => time.format(new Date(iso)),
      day: (iso: string) => dayLabel(new Date(iso)),
      dayOf: (date: Date) => dayLabel(date),
      full: (iso: string) => full.format(new Date(iso)),
      isToday: (iso: string) => relativeDay(dayKey(new Date(iso)), new Date()) === 0,
    };
  }, [locale, t]);
}
