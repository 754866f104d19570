import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markCachedRead } from '@/api/notification-updates';
import { markAllNotificationsRead, notificationQueries } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale-context';
import { NotificationItem } from './notification-item';
import { useReadOnShow } from './use-read-on-show';
import styles from './notifications.module.css';

type NotificationPanelProps = { id: string; onClose: () => void };

/**
 * The notification centre below the bell: a non-modal dialog that takes the focus, listing the
 * newest notifications (20 a page, "Load more" for older ones), marking what it shows read, with
 * "Mark all as read" for everything, the pages not loaded included.
 */
export function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationQueries.pages(locale));
  const unread = useQuery(notificationQueries.counters(locale)).data?.unread ?? 0;
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const { fresh, forget } = useReadOnShow(items, locale);
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(locale),
    meta: { errorAlert: true },
    onSuccess: () => {
      markCachedRead(queryClient, 'all');
      forget();
      // The button is disabled now: the focus stays in the panel.
      panel.current?.focus();
    },
  });
  const [now] = useState(() => new Date());
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // After "Load more", the first notification it brought takes the focus (the button may be gone).
  const focusAt = useRef<number | null>(null);
  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || items.length <= at) return;
    focusAt.current = null;
    const item = listRef.current?.children[at];
    (item?.querySelector<HTMLElement>('a') ?? panel.current)?.focus();
  }, [items]);

  let body;
  if (list.isPending) body = <p className={styles.state}>{t('notifications.loading')}</p>;
  else if (list.isError && items.length === 0)
    body = (
      <div className={styles.state}>
        <p>{t('notifications.failed')}</p>
        <Button size="small" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  else if (items.length === 0) body = <p className={styles.state}>{t('notifications.empty')}</p>;
  else
    body = (
      <ol className={styles.list} ref={listRef}>
        {items.map((item) => (
          <NotificationItem
            key={item.id}
            notification={item}
            isNew={!item.read || fresh.has(item.id)}
            now={now}
            onFollow={onClose}
          />
        ))}
      </ol>
    );

  return (
    <section
      id={id}
      ref={panel}
      className={styles.panel}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="notification-panel"
    >
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('notifications.title')}
        </h2>
        <Button
          variant="ghost"
          size="small"
          className={styles.markAll}
          disabled={unread === 0 && fresh.size === 0}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </header>
      {markAll.isError && (
        <p className={styles.error} role="alert">
          {t('notifications.markFailed')}
        </p>
      )}
      <div className={styles.scroll}>
        {body}
        {list.hasNextPage && (
          <Button
            className={styles.more}
            onClick={() => {
              if (list.isFetchingNextPage) return;
              focusAt.current = items.length;
              void list.fetchNextPage();
            }}
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
