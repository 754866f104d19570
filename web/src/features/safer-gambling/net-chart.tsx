import type { PeriodResult } from '@/api/types';
import { chartScale, netSign, type NetPeriod } from './dashboard-view';
import type { NetFormat } from './use-net-format';
import styles from './safer-gambling.module.css';

type NetChartProps = {
  period: NetPeriod;
  results: readonly PeriodResult[];
  format: NetFormat;
};

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The net result of each period as a bar around the zero line: gains above, losses below, the
 * current period last and marked, the largest gain and loss written beside. Drawn for the eye
 * only: the table beside it says the same.
 */
export function NetChart({ period, results, format }: NetChartProps) {
  const { zero, bars, marks } = chartScale(results.map((result) => result.net));
  return (
    <div className={styles.chart} aria-hidden="true" data-testid="net-chart">
      <div className={styles.marks}>
        {marks.map((mark) => (
          <span key={mark.at} style={{ top: percent(mark.at) }}>
            {mark.value === 0 ? '0' : format.net(mark.value)}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <div className={styles.zero} style={{ top: percent(zero) }} />
        {results.map((result, index) => (
          <div
            key={result.from}
            className={styles.slot}
            data-current={index === results.length - 1 || undefined}
          >
            <div
              className={styles.bar}
              data-sign={netSign(result.net)}
              style={{ top: percent(bars[index]?.top ?? 0), height: percent(bars[index]?.height ?? 0) }}
            />
          </div>
        ))}
      </div>
      <div className={styles.axis}>
        {results.map((result) => (
          <span key={result.from}>{format.date(period, 'axis', result.from)}</span>
        ))}
      </div>
    </div>
  );
}
