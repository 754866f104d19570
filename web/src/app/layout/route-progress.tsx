import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './route-progress.module.css';

/** The top progress bar while a route change loads (docs/product.md#layout). */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('common.loading')} data-route-progress />
  );
}
