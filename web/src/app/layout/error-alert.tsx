import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { errorAlertReports, subscribeErrorAlerts } from '../error-alerts';

/** The general alert (docs/product.md#alerts) with the general error texts, once per reported failure. */
export function ErrorAlert() {
  const { t } = useTranslation();
  const reports = useSyncExternalStore(subscribeErrorAlerts, errorAlertReports, () => 0);
  const [closedAt, setClosedAt] = useState(0);
  if (reports === closedAt) return null;
  return (
    <Alert
      key={reports}
      tone="error"
      title={t('meta.error.title')}
      closeLabel={t('common.close')}
      onClose={() => setClosedAt(reports)}
    >
      <p data-alert="error">{t('page.error.description')}</p>
    </Alert>
  );
}
