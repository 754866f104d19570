import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { themeStore, useTheme } from '@/preferences/theme';
import styles from './preferences-menu.module.css';

/** Dark (default) or light theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => themeStore.set(next)}
      aria-label={`${t('settings.theme')}: ${t(`settings.${next}`)}`}
      title={`${t('settings.theme')}: ${t(`settings.${next}`)}`}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
