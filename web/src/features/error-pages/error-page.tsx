import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { visitorCountryName } from '@/lib/country-text';
import { intlLocale } from '@/lib/locales';
import styles from './error-page.module.css';

export type ErrorKind = 'notFound' | 'error' | 'blocked' | 'locked';

const ART: Record<ErrorKind, { code?: 'errors.code404' | 'errors.code500'; icon?: IconName }> = {
  notFound: { code: 'errors.code404' },
  error: { code: 'errors.code500' },
  blocked: { icon: 'lock' },
  locked: { icon: 'user' },
};

type ErrorPageProps = { kind: ErrorKind };

/** The error pages of docs/product.md#error-pages, each with an image, its description and a "Go to home page" button. */
export function ErrorPage({ kind }: ErrorPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalizedPath();
  const description = {
    notFound: t('errors.notFound'),
    error: t('page.error.description'),
    blocked: t('errors.blocked', {
      countryName: visitorCountryName(intlLocale(locale), t('errors.blockedUnknownCountry')),
    }),
    locked: t('errors.locked'),
  }[kind];
  const art = ART[kind];
  return (
    <section className={styles.page} data-error-page={kind}>
      {art.code && (
        <div className={styles.art} aria-hidden="true">
          {t(art.code)}
        </div>
      )}
      {art.icon && (
        <div className={styles.icon} aria-hidden="true">
          <Icon name={art.icon} size={44} />
        </div>
      )}
      <h1 className={styles.description}>{description}</h1>
      {/* A full page load: after an error the app starts clean. */}
      <a href={path('/')} className={buttonClass('primary')}>
        {t('errors.goHome')}
      </a>
    </section>
  );
}
