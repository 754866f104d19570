import { useTranslation } from 'react-i18next';
import type { ServerBetSelection } from '@/api/bets';
import { useLocale } from '@/i18n/locale-context';
import styles from './my-bets.module.css';
import { deadHeatFactor, RESULT_GLYPHS, resultTone, selectionResult } from './selection-result';

type BetSelectionProps = { selection: ServerBetSelection; odds: string };

/** One selection of a placed bet: match, market, outcome, odds taken and its result. */
export function BetSelection({ selection, odds }: BetSelectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = selectionResult(selection);
  const glyph = RESULT_GLYPHS[result];
  const factor = selection.dead_heat_factor;
  return (
    <li className={styles.selection} data-result={result}>
      <span className={styles.match}>
        {selection.match.is_live && <span className={styles.live}>{t('myBets.live')}</span>}
        {selection.match.name}
      </span>
      <span className={styles.pick}>
        {selection.market.name}: <strong>{selection.outcome.name}</strong>
      </span>
      <span className={styles.odds}>{odds}</span>
      <span className={styles.result} data-tone={resultTone(result)}>
        {glyph && <span aria-hidden="true">{glyph} </span>}
        {t(`myBets.result.${result}`)}
      </span>
      {factor != null && (
        <span className={styles.deadHeat}>
          {t('myBets.deadHeat', { factor: deadHeatFactor(factor, locale) })}
        </span>
      )}
    </li>
  );
}
