import { useTranslation } from 'react-i18next';
import styles from './static-page.module.css';

const RULES = ['one', 'two', 'three', 'four', 'five'] as const;

export function GeneralRules() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.generalRules.title')}</h1>
      <p className={styles.muted}>{t('pages.generalRules.intro')}</p>
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`pages.generalRules.items.${rule}`)}</li>
        ))}
      </ol>
    </article>
  );
}
