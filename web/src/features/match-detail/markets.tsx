import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketsQueries } from '@/api/markets';
import type { Match } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { Tabs } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale-context';
import { MOBILE_BREAKPOINT } from '@/lib/breakpoints';
import { useLiveMarkets } from '@/live/use-live';
import { MarketCard } from './market-card';
import { ALL_GROUPS, groupKeys, marketsInGroup } from './market-groups';
import { marketFamilies } from './market-lines';
import styles from './markets.module.css';

/** On phones the first few cards of a tab start open, the others as headings to open (decision 041). */
const OPEN_ON_PHONES = 6;

function isPhone(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches;
}

/**
 * Every market of a match, filtered by market-group tabs: a card per market type and stretch of
 * play, each collapsible, and a button that collapses (or expands) them all.
 */
export function Markets({ match }: { match: Match }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(marketsQueries.ofMatch(locale, match.id));
  const [group, setGroup] = useState<string>(ALL_GROUPS);
  // What the player opened or closed; any other card is open, on phones only the first few.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [openFirst] = useState(() => (isPhone() ? OPEN_ON_PHONES : Infinity));
  const markets = useLiveMarkets(match.id, query.data?.data ?? []);
  const keys = groupKeys(markets);
  const selected = group === ALL_GROUPS || keys.includes(group) ? group : ALL_GROUPS;
  const families = marketFamilies(marketsInGroup(markets, selected));
  const isOpen = families.map((family, index) => toggled.get(family.key) ?? index < openFirst);
  const isAllCollapsed = isOpen.every((open) => !open);
  const items = [
    { key: ALL_GROUPS, label: t('match.allMarkets'), badge: markets.length },
    ...keys.map((key) => ({ key, label: t(`match.groups.${key}`, { defaultValue: key }) })),
  ];
  function setAll(open: boolean) {
    setToggled(new Map(families.map((family) => [family.key, open])));
  }
  const collapseAll = (
    <button
      type="button"
      className={styles.collapseAll}
      aria-controls="market-groups-panel"
      onClick={() => setAll(isAllCollapsed)}
    >
      {isAllCollapsed ? t('matchPage.expandAll') : t('matchPage.collapseAll')}
    </button>
  );
  return (
    <Panel
      title={t('match.markets')}
      labelledBy="match-markets"
      action={markets.length > 0 ? collapseAll : undefined}
    >
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
            <div className={styles.columns}>
              {families.map((family, index) => (
                <MarketCard
                  key={family.key}
                  match={match}
                  family={family}
                  isOpen={isOpen[index] ?? true}
                  onToggle={() => setToggled(new Map(toggled).set(family.key, !isOpen[index]))}
                />
              ))}
            </div>
          </div>
        </>
      )}
    </Panel>
  );
}
