import { saveSettings } from '@/api/settings';
import type { Settings } from '@/api/types';
import type { WidgetSettings } from '@/lib/widget-script';

/**
 * Subscribes this browser to the operator's push notifications, or unsubscribes it, with their
 * script (loaded, with the loader, on the first use; docs/widgets.md), then stores the result with
 * the player's settings: the provider's subscription id, or `""`.
 */
export async function setPushSubscription(
  push: WidgetSettings,
  locale: string,
  playerId: number,
  isOn: boolean,
): Promise<Settings> {
  const { isSubscriptionId, loadPush } = await import('@/lib/widget-script');
  const widget = await loadPush(push);
  if (!isOn) {
    await widget.unsubscribe();
    return saveSettings(locale, { one_signal_push_notification_subscription: '' });
  }
  const id: unknown = await widget.subscribe({
    id: push.id,
    region: push.region,
    playerId: String(playerId),
  });
  if (!isSubscriptionId(id)) throw new Error('the push script answered no subscription id');
  return saveSettings(locale, { one_signal_push_notification_subscription: id });
}
