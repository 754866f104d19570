import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { config } from '@/config/config';
import { AppLink } from '@/i18n/app-link';
import { MatchesBlock } from './matches-block';
import styles from './page.module.css';
import { TopLeagues } from './top-leagues';

/** Home: live now, top events, starting soon and top leagues (spec §2 content blocks). */
export function HomeSections() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <Panel
        title={
          <>
            <Icon name="live" /> {t('home.liveNow')}
          </>
        }
        labelledBy="home-live"
        action={<AppLink to="/live">{t('home.seeAll')}</AppLink>}
      >
        <MatchesBlock
          query={{
            match_status: '1',
            sort_by: 'sport_priority,tournament_priority,start_time',
            max_per_sport: 3,
            limit: 12,
          }}
          refetchInterval={config.livePollMs}
        />
      </Panel>
      <Panel title={t('home.topEvents')} labelledBy="home-top">
        <MatchesBlock
          query={{
            match_status: '0',
            sort_by: 'tournament_priority,start_time',
            max_per_sport: 3,
            limit: 12,
          }}
        />
      </Panel>
      <Panel
        title={t('home.upcoming')}
        labelledBy="home-upcoming"
        action={<AppLink to="/schedule">{t('home.seeAll')}</AppLink>}
      >
        <MatchesBlock query={{ match_status: '0', sort_by: 'start_time', limit: 10 }} />
      </Panel>
      <TopLeagues />
    </div>
  );
}
