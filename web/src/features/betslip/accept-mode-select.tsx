import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOddsAcceptMode } from '@/lib/ticket/settings';
import { ODDS_ACCEPT_MODES, type OddsAcceptMode } from '@/lib/ticket/types';
import styles from './bet-slip.module.css';
import { useSaveAcceptMode } from './use-ticket-settings';

/** Which price changes are taken without asking: none, higher, any (saved to the settings). */
export function AcceptModeSelect({ mode }: { mode: OddsAcceptMode }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAcceptMode();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('betslip.acceptMode.label')}</label>
      <select
        id={id}
        value={mode}
        onChange={(event) => {
          if (isOddsAcceptMode(event.target.value)) save(event.target.value);
        }}
      >
        {ODDS_ACCEPT_MODES.map((value) => (
          <option key={value} value={value}>
            {t(`betslip.acceptMode.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
