import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { config } from '@/config/config';
import { dayBounds } from '@/lib/day-bounds';
import { DayAndSportFilter, useDayAndSport } from './day-filter';
import styles from './page.module.css';
import { PagedMatchList } from './paged-match-list';

/** Results: finished matches of one day with final and period scores, latest first. */
export function ResultsEvents() {
  const { t } = useTranslation();
  const { day, sportKey } = useDayAndSport();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('pages.resultsTitle')} icon={<Icon name="results" size={22} />}>
        <Deferred>
          <DayAndSportFilter days={-7} />
        </Deferred>
      </PageHeader>
      <Deferred>
        <Panel>
          <PagedMatchList
            query={{
              match_status: '3,4',
              type: 'match',
              sport_key: sportKey,
              sort_by: 'start_time_desc',
              ...dayBounds(day, config.timeZone),
            }}
            showSport
            variant="results"
          />
        </Panel>
      </Deferred>
    </div>
  );
}
