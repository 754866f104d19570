import { useTranslation } from 'react-i18next';
import {
  BET_RESULT_FILTERS,
  BET_STATUS_FILTERS,
  type BetFilters,
  type BetResultFilter,
  type BetStatusFilter,
} from '@/api/bets';
import { FilterGroup } from './filter-group';
import styles from './my-bets.module.css';

type BetFiltersBarProps = { filters: BetFilters; onChange: (change: Partial<BetFilters>) => void };

/** The status filter (all / open / settled) and the result filter (all / won / lost / refunded). */
export function BetFiltersBar({ filters, onChange }: BetFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <FilterGroup<BetStatusFilter>
        label={t('myBets.filters.status')}
        options={BET_STATUS_FILTERS}
        selected={filters.status}
        text={(option) => t(`myBets.filters.statuses.${option}`)}
        onSelect={(status) => onChange({ status })}
      />
      <FilterGroup<BetResultFilter>
        label={t('myBets.filters.result')}
        options={BET_RESULT_FILTERS}
        selected={filters.result}
        text={(option) => t(`myBets.filters.results.${option}`)}
        onSelect={(result) => onChange({ result })}
      />
    </div>
  );
}
