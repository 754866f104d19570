import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** Session storage flag: the visitor closed the preview alert in this session. */
const CLOSED_KEY = 'preview_alert_closed';

function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The preview alert (site configuration `preview`, decision 035): the site is a preview before
 * it opens. It stays until the visitor closes it, and then for the rest of the session.
 */
export function PreviewAlert() {
  const { t } = useTranslation();
  const [isClosed, setClosed] = useState(wasClosed);
  if (isClosed) return null;
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // Closed for this page only.
    }
    setClosed(true);
  };
  return (
    <Alert
      tone="warning"
      title={t('preview.title')}
      closeLabel={t('common.close')}
      onClose={close}
      autoCloseMs={null}
    >
      <p>{t('preview.text')}</p>
    </Alert>
  );
}
