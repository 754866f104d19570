import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sportsQueries } from '@/api/sports';
import { useLocale } from '@/i18n/locale-context';
import { config } from '@/config/config';
import { useDateFormat } from '@/i18n/use-date-format';
import { dayKey, dayRange, isDayKey } from '@/lib/dates';
import { FilterPills } from './filter-pills';

/** The selected day (`?day=YYYY-MM-DD`, today in the site's zone when absent or invalid) and sport (`?sport=`). */
export function useDayAndSport(): { day: string; sportKey: string | undefined } {
  const [params] = useSearchParams();
  const asked = params.get('day');
  const day = isDayKey(asked) ? asked : dayKey(new Date(), config.timeZone);
  return { day, sportKey: params.get('sport') ?? undefined };
}

/** Day pills (`days` from today; negative goes back) and sport pills, both in the URL. */
export function DayAndSportFilter({ days }: { days: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = useDateFormat();
  const sports = useQuery(sportsQueries.list(locale));
  const today = dayKey(new Date(), config.timeZone);
  const dayOptions = dayRange(today, days).map((key) => ({
    value: key === today ? undefined : key,
    label: dates.dayOf(key),
  }));
  return (
    <>
      <FilterPills label={t('events.day')} param="day" options={dayOptions} />
      <FilterPills
        label={t('events.filterBySport')}
        param="sport"
        options={[
          { value: undefined, label: t('events.allSportsFilter') },
          ...(sports.data ?? []).map((sport) => ({ value: sport.key, label: sport.name })),
        ]}
      />
    </>
  );
}
