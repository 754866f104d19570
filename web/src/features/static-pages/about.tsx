import { useTranslation } from 'react-i18next';
import styles from './static-page.module.css';

export function About() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.about.title')}</h1>
      <p>{t('pages.about.body')}</p>
      <p className={styles.muted}>{t('pages.about.responsible')}</p>
    </article>
  );
}
