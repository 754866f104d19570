import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sportsQueries } from '@/api/sports';
import { Icon } from '@/components/ui/icon';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { useLocale } from '@/i18n/locale-context';
import { FilterPills } from './filter-pills';
import styles from './page.module.css';
import { PagedMatchList } from './paged-match-list';

/** Cyber sport: CS2, Dota 2 and League of Legends matches, live and prematch. */
export function CyberEvents() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const sportKey = params.get('sport') ?? undefined;
  const sports = useQuery(sportsQueries.list(locale));
  const cyber = (sports.data ?? []).filter((sport) => sport.type === 'cyber');
  return (
    <div className={styles.stack}>
      <PageHeader title={t('pages.cyberTitle')} icon={<Icon name="gamepad" size={22} />}>
        <Deferred>
          <FilterPills
            label={t('events.filterBySport')}
            param="sport"
            options={[
              { value: undefined, label: t('events.allSportsFilter') },
              ...cyber.map((sport) => ({ value: sport.key, label: sport.name })),
            ]}
          />
        </Deferred>
      </PageHeader>
      <Deferred>
        <Panel>
          <PagedMatchList
            query={{
              sport_type: 'cyber',
              sport_key: sportKey,
              type: 'match',
              sort_by: 'sport_priority,tournament_priority,start_time',
            }}
            showSport
          />
        </Panel>
      </Deferred>
    </div>
  );
}
