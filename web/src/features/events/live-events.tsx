import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countersQueries } from '@/api/counters';
import { sportsQueries } from '@/api/sports';
import { Icon } from '@/components/ui/icon';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { useLocale } from '@/i18n/locale-context';
import { FilterPills, type FilterOption } from './filter-pills';
import styles from './page.module.css';
import { PagedMatchList } from './paged-match-list';

/** In play: every live match, by sport then league, with a sport filter and live counts. */
export function LiveEvents() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const sportKey = params.get('sport') ?? undefined;
  const sports = useQuery(sportsQueries.list(locale));
  const counters = useQuery(countersQueries.of(locale, { match_status: '1' }));
  const liveBySport = new Map((counters.data?.sports ?? []).map((c) => [c.id, c.live]));
  const options: FilterOption[] = [
    { value: undefined, label: t('events.allSportsFilter'), count: counters.data?.live, isLive: true },
    ...(sports.data ?? [])
      .filter((sport) => (liveBySport.get(sport.id) ?? 0) > 0)
      .map((sport) => ({
        value: sport.key,
        label: sport.name,
        count: liveBySport.get(sport.id),
        isLive: true,
      })),
  ];
  return (
    <div className={styles.stack}>
      <PageHeader title={t('pages.liveTitle')} icon={<Icon name="live" size={22} />}>
        <Deferred>
          <FilterPills label={t('events.filterBySport')} param="sport" options={options} />
        </Deferred>
      </PageHeader>
      <Deferred>
        <Panel>
          <PagedMatchList
            query={{
              match_status: '1',
              sport_key: sportKey,
              sort_by: 'sport_priority,tournament_priority,start_time',
            }}
            showSport
          />
        </Panel>
      </Deferred>
    </div>
  );
}
