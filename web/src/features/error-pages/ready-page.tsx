import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import styles from './error-page.module.css';

/**
 * The init page for a host platform (decision 033): in the error pages' minimal frame, it says the
 * sportsbook is ready — its code is loaded and its session known — and leads to the home page.
 */
export function ReadyPage() {
  const { t } = useTranslation();
  const path = useLocalizedPath();
  return (
    <section className={styles.page} data-error-page="ready">
      <div className={styles.icon} aria-hidden="true">
        <Icon name="trophy" size={44} />
      </div>
      <h1 className={styles.description}>{t('pages.init.title')}</h1>
      <p className={styles.text}>{t('pages.init.text')}</p>
      <a href={path('/')} className={buttonClass('primary')}>
        {t('errors.goHome')}
      </a>
    </section>
  );
}
