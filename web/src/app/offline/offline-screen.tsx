import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/icon';
import { ReloadPage } from '@/features/error-pages/reload-page';
import { ErrorLayout } from '../layout/error-layout';

/** A cloud struck through: no connection (24 × 24 line icon, drawn only here). */
const OFFLINE_PATH = 'M3 3l18 18M8.5 6.3A6 6 0 0 1 17.6 10H18a4 4 0 0 1 2.7 7M18 19H7a5 5 0 0 1-2.4-9.4';

/** The offline screen in the error pages' minimal frame: it says so, and offers to try again. */
export function OfflineScreen() {
  const { t } = useTranslation();
  const title = t('offline.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ErrorLayout page="offline">
      <ReloadPage
        kind="offline"
        icon={<LineIcon path={OFFLINE_PATH} size={44} />}
        title={title}
        text={t('offline.text')}
        action={t('common.retry')}
      />
    </ErrorLayout>
  );
}
