import { useTranslation } from 'react-i18next';
import { AppLink } from '@/i18n/app-link';
import styles from './page.module.css';

export type Crumb = { label: string; to: string };

/** Home › Sport › Category: the way back up from a catalogue page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <AppLink to="/">{t('common.home')}</AppLink>
        </li>
        {items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to}>{item.label}</AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
