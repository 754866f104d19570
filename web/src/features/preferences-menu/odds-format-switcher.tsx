import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOddsFormat, ODDS_FORMATS } from '@/lib/odds';
import { oddsFormatStore, useOddsFormat } from '@/preferences/odds-format';
import styles from './preferences-menu.module.css';

/** Chooses how every price is shown; remembered in local storage (`odds_type`). */
export function OddsFormatSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const id = useId();
  return (
    <div className={`${styles.group} ${showLabel ? '' : styles.inline}`}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {t('settings.oddsFormat')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={format}
        data-testid="odds-format-switcher"
        onChange={(event) => {
          if (isOddsFormat(event.target.value)) oddsFormatStore.set(event.target.value);
        }}
      >
        {ODDS_FORMATS.map((code) => (
          <option key={code} value={code}>
            {t(`settings.odds.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
