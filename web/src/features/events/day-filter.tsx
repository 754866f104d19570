import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sportsQueries } from '@/api/sports';
import { useLocale } from '@/i18n/locale-context';
import { dayKey, dayRange, parseDayKey } from '@/lib/dates';
import { FilterPills } from './filter-pills';
import { useDateFormat } from './use-date-format';

/** The selected day (`?day=YYYY-MM-DD`, today when absent or invalid) and sport (`?sport=`). */
export function useDayAndSport(): { day: string; sportKey: string | undefined } {
  const [params] = useSearchParams();
  const day = parseDayKey(params.get('day')) ? (params.get('day') as string) : dayKey(new Date());
  return { day, sportKey: params.get('sport') ?? undefined };
}

/** Day pills (`days` from today; negative goes back) and sport pills, both in the URL. */
export function DayAndSportFilter({ days }: { days: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = useDateFormat();
  const sports = useQuery(sportsQueries.list(locale));
  const today = dayKey(new Date());
  const dayOptions = dayRange(new Date(), days).map((key) => ({
    value: key === today ? undefined : key,
    label: dates.dayOf(parseDayKey(key) ?? new Date()),
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
