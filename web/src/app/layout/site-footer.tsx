import { useTranslation } from 'react-i18next';
import { config } from '@/config/config';
import { LanguageSwitcher } from '@/features/preferences-menu/language-switcher';
import { OddsFormatSwitcher } from '@/features/preferences-menu/odds-format-switcher';
import { AppLink } from '@/i18n/app-link';
import { loadFooterMessages } from '@/i18n/footer-messages';
import { useLocale } from '@/i18n/locale-context';
import { PlatformLink } from '@/i18n/platform-link';
import { ChatButton } from './chat-button';
import { SiteClock } from './site-clock';
import styles from './site-footer.module.css';

/** The footer, once its texts are in. */
export async function withMessages() {
  await loadFooterMessages();
  return SiteFooter;
}

/**
 * The footer of every page (docs/product.md#layout): the 18+ notice, the safer-gambling dashboard,
 * rules and about pages, the platform's terms and help centre, the operator's live chat when the
 * site has one (decision 037), language and odds format, the site's clock and the operator's
 * licence. Desktop from 1200 px; below, one compact column.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const licence = config.operator.licence[locale];
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.notice}>
          <p className={styles.adults}>
            <span className={styles.age}>{t('footer.ageLimit')}</span>
            <span>{t('footer.adultsOnly')}</span>
          </p>
          {licence && <p className={styles.licence}>{licence}</p>}
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className={styles.links}>
            <li>
              <AppLink to="/profile/safer-gambling">{t('footer.saferGambling')}</AppLink>
            </li>
            <li>
              <AppLink to="/general-rules">{t('footer.generalRules')}</AppLink>
            </li>
            <li>
              <AppLink to="/about">{t('footer.about')}</AppLink>
            </li>
            <li>
              <PlatformLink page="terms">{t('footer.terms')}</PlatformLink>
            </li>
            <li>
              <PlatformLink page="helpCenter">{t('footer.helpCenter')}</PlatformLink>
            </li>
            {config.chat && (
              <li>
                <ChatButton chat={config.chat} className={styles.linkButton} />
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.settings}>
          <LanguageSwitcher showLabel />
          <OddsFormatSwitcher showLabel />
          <p className={styles.clock}>
            <span className={styles.clockLabel}>{t('footer.clock')}</span>
            <SiteClock />
          </p>
        </div>
      </div>
    </footer>
  );
}
