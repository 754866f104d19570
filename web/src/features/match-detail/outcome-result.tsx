import { useTranslation } from 'react-i18next';
import type { Outcome } from '@/api/types';
import styles from './markets.module.css';

const RESULTS = ['win', 'lose', 'void', 'half_win', 'half_lose', 'dead_heat'] as const;
type Result = (typeof RESULTS)[number];

function resultOf(outcome: Outcome): Result | undefined {
  return RESULTS.find((result) => result === outcome.result);
}

/**
 * A settled outcome's result where its price was ("Won", "Lost", "Void", "Dead heat"…): a finished match
 * shows what its markets paid, not a wall of locks. `label` names the outcome beside it.
 */
export function OutcomeResult({ outcome, label }: { outcome: Outcome; label?: string }) {
  const { t } = useTranslation();
  const result = resultOf(outcome);
  return (
    <span className={styles.result} data-result={result ?? 'none'}>
      {label !== undefined && <span className={styles.resultLabel}>{label}</span>}{' '}
      <span>{result ? t(`matchPage.result.${result}`) : '–'}</span>
    </span>
  );
}
