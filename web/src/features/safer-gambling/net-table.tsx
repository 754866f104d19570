import { useTranslation } from 'react-i18next';
import type { PeriodResult } from '@/api/types';
import type { NetPeriod } from './dashboard-view';
import type { NetFormat } from './use-net-format';

type NetTableProps = {
  period: NetPeriod;
  results: readonly PeriodResult[];
  format: NetFormat;
};

/** The chart's figures for screen readers: each period's stakes, returns and net result, newest first. */
export function NetTable({ period, results, format }: NetTableProps) {
  const { t } = useTranslation();
  const name = (from: string) =>
    period === 'week'
      ? t('account.saferGambling.net.weekFrom', { date: format.date(period, 'full', from) })
      : format.date(period, 'full', from);
  return (
    <table className="visually-hidden">
      <caption>{t(`account.saferGambling.net.caption.${period}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`account.saferGambling.net.period.${period}`)}</th>
          <th scope="col">{t('account.saferGambling.net.staked')}</th>
          <th scope="col">{t('account.saferGambling.net.returned')}</th>
          <th scope="col">{t('account.saferGambling.net.net')}</th>
        </tr>
      </thead>
      <tbody>
        {[...results].reverse().map((result) => (
          <tr key={result.from}>
            <th scope="row">{name(result.from)}</th>
            <td>{format.money(result.staked)}</td>
            <td>{format.money(result.returned)}</td>
            <td>{format.net(result.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
