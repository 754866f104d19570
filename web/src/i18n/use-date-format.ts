import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { calendarDate, dateTimeFormat, dayKey, relativeDay, type DayKey } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';

/** Kick-off times and day labels in the current locale and the site's time zone ("Today", "Tue 24.11."). */
export function useDateFormat() {
  const locale = useLocale();
  const { t } = useTranslation();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const zone = config.timeZone;
    const time = new Intl.DateTimeFormat(tag, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: zone,
    });
    // A day key is a calendar day: its weekday and date are read in UTC, where `calendarDate` puts it.
    const shortDay = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    const full = dateTimeFormat(tag, zone);
    const relativeLabels = { '-1': t('events.yesterday'), '0': t('events.today'), '1': t('events.tomorrow') };
    const today = () => dayKey(new Date(), zone);
    function dayLabel(key: DayKey): string {
      const offset = relativeDay(key, today());
      const date = calendarDate(key);
      return offset === undefined
        ? `${weekday.format(date)} ${shortDay.format(date)}`
        : relativeLabels[offset];
    }
    return {
      time: (iso: string) => time.format(new Date(iso)),
      day: (iso: string) => dayLabel(dayKey(new Date(iso), zone)),
      dayOf: dayLabel,
      full: (iso: string) => full.format(new Date(iso)),
      isToday: (iso: string) => dayKey(new Date(iso), zone) === today(),
    };
  }, [locale, t]);
}
