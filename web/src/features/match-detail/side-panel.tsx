import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_STATUS, type Match } from '@/api/types';
import { Icon, type IconName } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import styles from './side-panel.module.css';

type SideTab = 'statistics' | 'stream' | 'chat';

function Placeholder({ icon, text }: { icon: IconName; text: string }) {
  return (
    <div className={styles.placeholder}>
      <Icon name={icon} size={28} />
      <p>{text}</p>
    </div>
  );
}

function Statistics({ match }: { match: Match }) {
  const { t } = useTranslation();
  const statistics = match.statistics;
  if (match.status === MATCH_STATUS.prematch || !statistics) {
    return <Placeholder icon="stats" text={t('match.noStatistics')} />;
  }
  const [home, away] = match.competitors;
  const server = statistics.current_server;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('match.score')}</span>
          </th>
          {statistics.period_score.map((period) => (
            <th key={period.number} scope="col" title={t('match.periodNumber', { number: period.number })}>
              {period.number}
            </th>
          ))}
          <th scope="col">{t('match.total')}</th>
        </tr>
      </thead>
      <tbody>
        {(['home', 'away'] as const).map((side) => (
          <tr key={side}>
            <th scope="row">
              {(side === 'home' ? home : away)?.name}
              {server === side && <span title={t('match.serving')}>{' •'}</span>}
            </th>
            {statistics.period_score.map((period) => (
              <td key={period.number}>{period[side]}</td>
            ))}
            <td className={styles.total}>{statistics.total_score[side]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Match centre tabs (docs/product.md#layout): statistics, stream and chat, showing what exists. */
export function SidePanel({ match }: { match: Match }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SideTab>('statistics');
  const items = [
    { key: 'statistics' as const, label: t('match.statistics') },
    { key: 'stream' as const, label: t('match.stream') },
    { key: 'chat' as const, label: t('match.chat') },
  ];
  return (
    <Panel>
      <h2 className="visually-hidden">{t('match.sidePanel')}</h2>
      <Tabs
        label={t('match.sidePanel')}
        items={items}
        selected={tab}
        onSelect={setTab}
        look="underline"
        idPrefix="match-side"
      />
      <div
        className={styles.body}
        role="tabpanel"
        id="match-side-panel"
        aria-labelledby={`match-side-tab-${tab}`}
      >
        {tab === 'statistics' && <Statistics match={match} />}
        {tab === 'stream' && <Placeholder icon="play" text={t('match.noStream')} />}
        {tab === 'chat' && <Placeholder icon="chat" text={t('match.noChat')} />}
      </div>
    </Panel>
  );
}
