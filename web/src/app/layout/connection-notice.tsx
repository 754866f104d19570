import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useConnectionState } from '@/live/use-live';
import styles from './connection-notice.module.css';

/**
 * The realtime connection's state, told honestly and without blocking the page: the
 * connection-error alert when the browser goes offline (docs/product.md#realtime-client; it closes
 * like every alert, after 5 s, when closed, when another alert shows or when the network is back),
 * and a notice while a lost connection is re-established — offline too, once the alert is gone.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed && !state.isOffline) setDismissed(false);
  const isAlertShown = state.isOffline && !isDismissed;
  const isReconnecting = !isAlertShown && state.wasConnected && state.status !== 'connected';
  return (
    <>
      {isAlertShown && (
        <Alert
          tone="error"
          title={t('live.offlineTitle')}
          closeLabel={t('common.close')}
          onClose={() => setDismissed(true)}
        >
          <p data-connection="offline">{t('live.offlineText')}</p>
        </Alert>
      )}
      <div role="status" className={styles.area} data-live-status={state.status}>
        {isReconnecting && (
          <div className={styles.notice} data-connection="reconnecting">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('live.reconnecting')}</span>
          </div>
        )}
      </div>
    </>
  );
}
