import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGambling } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { currentPeriod, NET_PERIODS, netSign, type NetPeriod } from './dashboard-view';
import { NetChart } from './net-chart';
import { NetTable } from './net-table';
import { useNetFormat } from './use-net-format';
import styles from './safer-gambling.module.css';

/**
 * The player's net result: today's stated plainly, then the chosen period length's as a chart
 * (with its figures as a table for screen readers) and the current period's total.
 */
export function NetResult({ summary }: { summary: SaferGambling }) {
  const { t } = useTranslation();
  const format = useNetFormat(summary);
  const [period, setPeriod] = useState<NetPeriod>('day');
  const [titleId, tabsId] = [useId(), useId()];
  const today = currentPeriod(summary.net.day);
  const results = summary.net[period];
  const current = currentPeriod(results);
  return (
    <Panel title={t('account.saferGambling.net.title')} labelledBy={titleId}>
      <div className={styles.body}>
        {today && (
          <div className={styles.today} data-testid="net-today">
            <p className={styles.todayNet}>
              <span>{t('account.saferGambling.net.today')} </span>
              <strong className={styles.signed} data-sign={netSign(today.net)}>
                {format.net(today.net)}
              </strong>
            </p>
            <p className={styles.muted}>
              {t('account.saferGambling.net.todayDetail', {
                staked: format.money(today.staked),
                returned: format.money(today.returned),
              })}
            </p>
          </div>
        )}
        <Tabs
          label={t('account.saferGambling.net.periods')}
          items={NET_PERIODS.map((key) => ({ key, label: t(`account.saferGambling.net.period.${key}`) }))}
          selected={period}
          onSelect={setPeriod}
          idPrefix={tabsId}
        />
        <div
          id={`${tabsId}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-tab-${period}`}
          className={styles.periodPanel}
          tabIndex={0}
        >
          {/* Today's is above, whichever tab is chosen. */}
          {current && period !== 'day' && (
            <p className={styles.current}>
              <span>{t(`account.saferGambling.net.current.${period}`)} </span>
              <strong className={styles.signed} data-sign={netSign(current.net)}>
                {format.net(current.net)}
              </strong>
            </p>
          )}
          <NetChart period={period} results={results} format={format} />
          <NetTable period={period} results={results} format={format} />
          <p className={styles.muted}>{t('account.saferGambling.net.utc')}</p>
        </div>
      </div>
    </Panel>
  );
}
