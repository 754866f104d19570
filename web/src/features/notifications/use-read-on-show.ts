import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markCachedRead } from '@/api/notification-updates';
import { markNotificationsRead, notificationKeys } from '@/api/notifications';
import type { PlayerNotification } from '@/api/types';

/**
 * Showing a notification reads it (docs/decisions/023-notifications.md, "Web"): every unread one
 * the open panel lists — the first page on opening, each page "Load more" brings, one that arrives
 * meanwhile — is marked read on the server at once, so the badge clears; it keeps its "New" mark
 * while the panel stays open (`fresh`), so the player still sees what is new. `forget` drops the
 * marks (after "Mark all as read"). A failed read leaves them unread: the next opening tries again.
 */
export function useReadOnShow(items: readonly PlayerNotification[], locale: string) {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const unseen = items.filter((item) => !item.read && !fresh.has(item.id)).map((item) => item.id);
  if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen]));
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const ids = [...fresh].filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    markNotificationsRead(locale, ids)
      .then(() => markCachedRead(queryClient, ids))
      .catch(() => undefined)
      // The count from the server, also when the realtime connection is down.
      .finally(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.counters }));
  }, [fresh, locale, queryClient]);
  const forget = useCallback(() => setFresh(new Set()), []);
  return { fresh, forget };
}
