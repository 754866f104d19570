import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { switchLocaleUrl } from '@/lib/paths';
import styles from './preferences-menu.module.css';

/** Switching language rewrites the URL's first segment and keeps query and hash (docs/product.md#path-rules). */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  function onChange(next: string) {
    const url = `${location.pathname}${location.search}${location.hash}`;
    void navigate(switchLocaleUrl(url, next, config.locale));
  }
  return (
    <div className={`${styles.group} ${showLabel ? '' : styles.inline}`}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {t('settings.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => onChange(event.target.value)}
        data-testid="language-switcher"
      >
        {config.locale.locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`settings.languages.${code}`, { defaultValue: code })}
          </option>
        ))}
      </select>
    </div>
  );
}
