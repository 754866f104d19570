import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationQueries } from '@/api/notifications';
import { useAuthStatus } from '@/api/session';
import { LineIcon } from '@/components/ui/icon';
import { useDismiss } from '@/components/ui/use-dismiss';
import { loadBetslipMessages } from '@/i18n/lazy-messages';
import { useLocale } from '@/i18n/locale-context';
import { loadNotificationMessages } from '@/i18n/notification-messages';
import { badgeText, bellLabel } from './bell-label';
import styles from './notifications.module.css';

/** The panel (list, wording, reads) and the bet vocabulary it shares with the slip: on first open. */
const loadPanel = () => Promise.all([import('./notification-panel'), loadBetslipMessages()]);
const NotificationPanel = lazy(() =>
  loadPanel().then(
    ([module]) => ({ default: module.NotificationPanel }),
    // Offline or a stale deploy: the panel says so instead of taking the page to its error screen.
    () => ({ default: PanelUnavailable }),
  ),
);
/** Fetched ahead when the pointer or the focus reaches the bell; a failure waits for the click. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** The bell: its path stays here rather than in `icon-paths.json`, which the home route loads at once. */
const BELL_PATH = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0';

function PanelUnavailable({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className={styles.panel} role="status">
      <p className={styles.state}>{t('notifications.failed')}</p>
    </div>
  );
}

/** The header's notification bell, for a signed-in player only. */
export function NotificationBell() {
  return useAuthStatus() === 'LOGGED_IN' ? <SignedInBell /> : null;
}

/** The bell as a lazy component, once its texts are in. */
export async function withMessages() {
  await loadNotificationMessages();
  return { default: NotificationBell };
}

/**
 * The bell with the unread count (one counters request, then `unread_counters_changed` keeps it),
 * opening the notification panel below it; Escape or a click outside closes it.
 */
function SignedInBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = useQuery(notificationQueries.counters(locale)).data?.unread ?? 0;
  const [isOpen, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, isOpen, close);
  return (
    <div className={styles.anchor} ref={anchor}>
      <button
        type="button"
        className={styles.bell}
        aria-label={bellLabel(t, unread)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen(!isOpen)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <LineIcon path={BELL_PATH} size={20} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {isOpen && (
        <Suspense
          fallback={
            <div id={panelId} className={styles.panel} role="status">
              <p className={styles.state}>{t('notifications.loading')}</p>
            </div>
          }
        >
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
