import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { config } from '@/config/config';
import { LazyAccountMenu } from './account-lazy';
import { LazyNotificationBell } from '@/features/notifications/notification-bell-lazy';
import { LanguageSwitcher } from '@/features/preferences-menu/language-switcher';
import { OddsFormatSwitcher } from '@/features/preferences-menu/odds-format-switcher';
import { ThemeToggle } from '@/features/preferences-menu/theme-toggle';
import { SearchBox } from '@/features/search/search-box';
import { openTicket } from '@/features/ticket-panel/ticket-panel-state';
import { AppLink, AppNavLink } from '@/i18n/app-link';
import styles from './header.module.css';

const NAV = [
  { to: '/live', label: 'nav.live' },
  { to: '/cybersport', label: 'nav.cybersport' },
  { to: '/schedule', label: 'nav.schedule' },
  { to: '/results', label: 'nav.results' },
] as const;

type HeaderProps = { onOpenMenu: () => void; isMenuOpen: boolean };

/**
 * Header: logo (operator mark, no brand name), main sections, preferences and the account buttons.
 * The account area (sign in / sign up, or balance, deposit and profile menu) is the account feature's;
 * the notification bell beside it (signed in only) the notifications feature's.
 */
export function Header({ onOpenMenu, isMenuOpen }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onOpenMenu}
        aria-label={t('nav.openMenu')}
        aria-expanded={isMenuOpen}
        aria-controls="side-menu"
      >
        <Icon name="menu" size={22} />
      </button>
      <AppLink to="/" className={styles.logo} aria-label={t('nav.home')}>
        {config.operator.logoUrl ? (
          <img className={styles.logoImage} src={config.operator.logoUrl} alt="" height={32} />
        ) : (
          <span className={styles.logoMark}>
            <Icon name="trophy" size={18} />
          </span>
        )}
      </AppLink>
      <nav className={styles.nav} aria-label={t('nav.main')}>
        {NAV.map((item) => (
          <AppNavLink key={item.to} to={item.to} className={styles.navLink}>
            {item.to === '/live' && <span className={styles.liveDot} aria-hidden="true" />}
            {t(item.label)}
          </AppNavLink>
        ))}
      </nav>
      <div className={styles.searchSlot}>
        <SearchBox />
      </div>
      <div className={styles.actions}>
        <div className={styles.preferences}>
          <OddsFormatSwitcher />
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
        <button
          type="button"
          className={`${buttonClass('ghost')} ${styles.ticketButton}`}
          onClick={() => openTicket('BET_SLIP')}
          title={t('ticket.open')}
        >
          <Icon name="ticket" />
          {t('ticket.betSlip')}
        </button>
        <LazyNotificationBell />
        <LazyAccountMenu />
      </div>
    </header>
  );
}
