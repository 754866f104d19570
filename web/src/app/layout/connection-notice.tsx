import { useTranslation } from 'react-i18next';
import { useConnectionState } from '@/live/use-live';
import styles from './connection-notice.module.css';

/**
 * The realtime connection's state, told honestly and without blocking the page: an alert while
 * the browser is offline (spec §4 "Alerts"), a notice while a lost connection is re-established.
 * Both sit in live regions that are always rendered, so screen readers announce them.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const isReconnecting = !state.isOffline && state.wasConnected && state.status !== 'connected';
  return (
    <div className={styles.area}>
      <div role="alert" className={styles.slot}>
        {state.isOffline && (
          <div className={`${styles.notice} ${styles.error}`} data-connection="offline">
            <strong>{t('live.offlineTitle')}</strong>
            <span>{t('live.offlineText')}</span>
          </div>
        )}
      </div>
      <div role="status" className={styles.slot}>
        {isReconnecting && (
          <div className={styles.notice} data-connection="reconnecting">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('live.reconnecting')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
