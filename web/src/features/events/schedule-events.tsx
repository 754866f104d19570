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

/** Schedule: prematch matches of one day, by kick-off. */
export function ScheduleEvents() {
  const { t } = useTranslation();
  const { day, sportKey } = useDayAndSport();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('pages.scheduleTitle')} icon={<Icon name="calendar" size={22} />}>
        <Deferred>
          <DayAndSportFilter days={7} />
        </Deferred>
      </PageHeader>
      <Deferred>
        <p className={styles.lead}>{t('meta.schedule.description')}</p>
        <Panel>
          <PagedMatchList
            query={{
              match_status: '0',
              type: 'match',
              sport_key: sportKey,
              sort_by: 'start_time',
              ...dayBounds(day, config.timeZone),
            }}
            showSport
          />
        </Panel>
      </Deferred>
    </div>
  );
}
