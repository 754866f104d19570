import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnsweredCheck } from '@/api/types';
import { Panel } from '@/components/ui/panel';
import { useLimitFormat } from './limits/use-limit-format';
import { checkChoice } from './dashboard-view';
import styles from './safer-gambling.module.css';

/** The reality checks the player answered, newest first: when, how, and how long the session had lasted. */
export function RealityCheckHistory({ checks }: { checks: readonly AnsweredCheck[] }) {
  const { t } = useTranslation();
  const format = useLimitFormat();
  const titleId = useId();
  return (
    <Panel title={t('account.saferGambling.checks.title')} labelledBy={titleId}>
      {checks.length === 0 ? (
        <p className={styles.empty}>{t('account.saferGambling.checks.none')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('account.saferGambling.checks.time')}</th>
                <th scope="col">{t('account.saferGambling.checks.choice')}</th>
                <th scope="col" className={styles.number}>
                  {t('account.saferGambling.checks.session')}
                </th>
              </tr>
            </thead>
            <tbody>
              {checks.map((check) => (
                <tr key={check.answered_at}>
                  <td className={styles.when}>{format.time(check.answered_at)}</td>
                  <td>{t(`account.saferGambling.checks.choices.${checkChoice(check.choice)}`)}</td>
                  <td className={styles.number}>{format.duration(check.session_minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
