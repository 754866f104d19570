import { useTranslation } from 'react-i18next';
import type { PlayerNotification } from '@/api/types';
import { config } from '@/config/config';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { PlatformLink } from '@/i18n/platform-link';
import { messageText, notificationText } from './notification-text';
import { notificationDateTime, notificationTime } from './notification-time';
import styles from './notifications.module.css';

type NotificationItemProps = {
  notification: PlayerNotification;
  /** Unread when the panel showed it: marked "New" in words, not by colour alone. */
  isNew: boolean;
  /** When the panel opened: times are relative to it. */
  now: Date;
  /** Following the notification's link (the panel closes). */
  onFollow: () => void;
};

/** One notification: what happened in words (a link to where it leads), when, and whether it is new. */
export function NotificationItem({ notification, isNew, now, onFollow }: NotificationItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, detail, to } = notificationText(notification, locale, config.timeZone);
  const words = messageText(t, title);
  return (
    <li className={styles.item} data-new={isNew || undefined} data-kind={notification.kind}>
      {to && 'path' in to && (
        <AppLink to={to.path} className={styles.text} onClick={onFollow}>
          {words}
        </AppLink>
      )}
      {to && 'platform' in to && (
        <PlatformLink page={to.platform} className={styles.text} onClick={onFollow}>
          {words}
        </PlatformLink>
      )}
      {to === null && <p className={styles.text}>{words}</p>}
      {detail && <p className={styles.detail}>{messageText(t, detail)}</p>}
      <p className={styles.meta}>
        {isNew && <span className={styles.new}>{t('notifications.new')}</span>}
        <time
          dateTime={notification.created_at}
          title={notificationDateTime(notification.created_at, locale, config.timeZone)}
        >
          {notificationTime(notification.created_at, now, locale, config.timeZone)}
        </time>
      </p>
    </li>
  );
}
