import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FallbackContent } from './fallback-content';
import { LazyAccountOverlays } from './account-lazy';
import { PreferencesPanel } from '@/features/preferences-menu/preferences-panel';
import { SearchBox } from '@/features/search/search-box';
import { SportsMenu } from '@/features/sports-menu/sports-menu';
import { LazyAppAlerts } from './app-alerts-lazy';
import styles from './app-layout.module.css';
import { useBodyAttributes } from './body-attributes';
import { CookieConsent } from './cookie-consent';
import { LazyFooter } from './footer-lazy';
import { Header } from './header';
import { LazyDrawer, usePreloadedDrawer } from './lazy-drawer';
import { usePageName } from './page-context';
import { RouteProgress } from './route-progress';
import { TabBar } from './tab-bar';
import { LazyTicketPanel } from './ticket-area';
import { TicketDrawer } from './ticket-drawer';
import { useMediaQuery } from './use-media-query';
import { useSlipPanel } from './use-slip-panel';

/**
 * The layout around every catalogue page. While the first page's code and data load it is drawn as the
 * route's hydrate fallback (`isFallback`) with the same element types, so React keeps the shell's state
 * (e.g. text typed into search) when the page arrives.
 */
export function AppLayout({ isFallback = false }: { isFallback?: boolean }) {
  return <Shell>{isFallback ? <FallbackContent /> : <Outlet />}</Shell>;
}

/**
 * Opens and closes the panel with the slip from a leaf: a pick re-renders it, not the whole shell
 * (the shell reads neither the slip nor the panel's open state).
 */
function SlipPanelFollower() {
  useSlipPanel();
  return null;
}

/**
 * The shell (docs/product.md#layout): header, left sports menu, content, right ticket panel on desktop;
 * below 780 px a tab bar, a side menu and the ticket panel as a sheet. It is also drawn, with an empty
 * page, while the first page's code and data load.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const page = usePageName();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Sidebars hidden by the layout are not rendered at all: on a phone the first paint does not wait
  // for a menu nobody sees (nor for its counters request).
  const hasMenuSidebar = useMediaQuery('(min-width: 780px)');
  const hasTicketSidebar = useMediaQuery('(min-width: 1280px)');
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useBodyAttributes(page);
  usePreloadedDrawer();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <a href="#content" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <RouteProgress />
      <Header onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />
      <div className={styles.body}>
        <aside className={styles.left}>{hasMenuSidebar && <SportsMenu />}</aside>
        <main id="content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <aside className={styles.right}>{hasTicketSidebar && <LazyTicketPanel />}</aside>
      </div>
      <div className={styles.footer}>
        <LazyFooter />
      </div>
      <CookieConsent />
      <LazyAccountOverlays />
      <LazyAppAlerts />
      <SlipPanelFollower />
      {/* Only phones show the tab bar: elsewhere it would re-render with every pick for nobody. */}
      {!hasMenuSidebar && <TabBar onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />}
      {isMenuOpen && (
        <LazyDrawer
          id="side-menu"
          title={t('nav.menu')}
          closeLabel={t('common.close')}
          side="start"
          onClose={closeMenu}
        >
          <div className={styles.drawerSearch}>
            <SearchBox look="inline" onNavigate={closeMenu} />
          </div>
          <SportsMenu onNavigate={closeMenu} />
          <PreferencesPanel />
        </LazyDrawer>
      )}
      {!hasTicketSidebar && <TicketDrawer side={hasMenuSidebar ? 'end' : 'bottom'} />}
    </>
  );
}
