import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icon';
import { openTicket, useIsTicketOpen } from '@/features/ticket-panel/ticket-panel-state';
import { AppNavLink } from '@/i18n/app-link';
import { useSlipCount } from '@/ticket/slip-view';
import styles from './tab-bar.module.css';

type TabBarProps = { onOpenMenu: () => void; isMenuOpen: boolean };

function Label({ icon, text }: { icon: IconName; text: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span>{text}</span>
    </>
  );
}

/** The mobile tab bar below 780 px: sports menu, live, home, my bets, bet slip. */
export function TabBar({ onOpenMenu, isMenuOpen }: TabBarProps) {
  const { t } = useTranslation();
  const count = useSlipCount();
  const isTicketOpen = useIsTicketOpen();
  return (
    <nav className={styles.bar} aria-label={t('tabBar.label')} data-testid="tab-bar">
      <button
        type="button"
        className={styles.item}
        onClick={onOpenMenu}
        aria-expanded={isMenuOpen}
        aria-controls="side-menu"
      >
        <Label icon="menu" text={t('tabBar.sportsMenu')} />
      </button>
      <AppNavLink to="/live" className={styles.item}>
        <Label icon="live" text={t('tabBar.live')} />
      </AppNavLink>
      <AppNavLink to="/" end className={styles.item}>
        <Label icon="home" text={t('tabBar.home')} />
      </AppNavLink>
      <button
        type="button"
        className={styles.item}
        onClick={() => openTicket('MY_BETS')}
        aria-expanded={isTicketOpen}
      >
        <Label icon="list" text={t('tabBar.myBets')} />
      </button>
      <button
        type="button"
        className={styles.item}
        onClick={() => openTicket('BET_SLIP')}
        aria-expanded={isTicketOpen}
      >
        <Label icon="ticket" text={t('tabBar.betSlip')} />
        {count > 0 && (
          <span className={styles.badge} data-testid="slip-count">
            {count}
          </span>
        )}
      </button>
    </nav>
  );
}
