import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketsQueries } from '@/api/markets';
import type { Match } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { Tabs } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale-context';
import { useLiveMarkets } from '@/live/use-live';
import { MarketCard } from './market-card';
import { ALL_GROUPS, groupKeys, marketsInGroup } from './market-groups';
import styles from './markets.module.css';

/** Every market of a match, filtered by market-group tabs. */
export function Markets({ match }: { match: Match }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(marketsQueries.ofMatch(locale, match.id));
  const [group, setGroup] = useState<string>(ALL_GROUPS);
  const markets = useLiveMarkets(match.id, query.data?.data ?? []);
  const keys = groupKeys(markets);
  const selected = group === ALL_GROUPS || keys.includes(group) ? group : ALL_GROUPS;
  const items = [
    { key: ALL_GROUPS, label: t('match.allMarkets'), badge: markets.length },
    ...keys.map((key) => ({ key, label: t(`match.groups.${key}`, { defaultValue: key }) })),
  ];
  return (
    <Panel title={t('match.markets')} labelledBy="match-markets">
      {query.isPending && <SkeletonRows label={t('common.loading')} />}
      {query.isError && <StateMessage text={t('common.loadFailed')} />}
      {query.isSuccess && markets.length === 0 && <StateMessage text={t('match.noMarkets')} />}
      {markets.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Tabs
              label={t('match.markets')}
              items={items}
              selected={selected}
              onSelect={setGroup}
              idPrefix="market-groups"
            />
          </div>
          <div
            className={styles.list}
            role="tabpanel"
            id="market-groups-panel"
            aria-labelledby={`market-groups-tab-${selected}`}
          >
            {marketsInGroup(markets, selected).map((market) => (
              <MarketCard key={`${market.id}:${market.specifier}`} match={match} market={market} />
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}
