/** What the bell shows and is called: the unread count on its badge and in its name. Pure. */
import type { TFunction } from 'i18next';

/** The badge's text: the count, "99+" above 99. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** "Obaveštenja, 3 nepročitana" / "Notifications, 3 unread" (the badge's text in words); no count at 0. */
export function bellLabel(t: TFunction, unread: number): string {
  if (unread <= 0) return t('notifications.bell');
  return t('notifications.bellUnread', { count: unread, shown: badgeText(unread) });
}
