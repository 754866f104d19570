import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsQueries } from '@/api/settings';
import popupStyles from '@/components/ui/popup-menu.module.css';
import { useLocale } from '@/i18n/locale-context';
import type { WidgetSettings } from '@/lib/widget-script';
import styles from './account-menu.module.css';
import { setPushSubscription } from './push-subscription';

/**
 * The push-notification switch of the profile menu (decision 037): on subscribes this browser and
 * stores the subscription, off unsubscribes. It shows the stored state
 * (`push_notifications_subscribed`); a failure shows the general alert and leaves that state.
 */
export function PushSwitch({ push, playerId }: { push: WidgetSettings; playerId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const settings = settingsQueries.of(locale, playerId);
  const isSubscribed = useQuery(settings).data?.push_notifications_subscribed;
  const change = useMutation({
    mutationFn: (isOn: boolean) => setPushSubscription(push, locale, playerId, isOn),
    onSuccess: (answer) => client.setQueryData(settings.queryKey, answer),
    meta: { errorAlert: true },
  });
  const isBusy = isSubscribed === undefined || change.isPending;
  return (
    <button
      type="button"
      role="switch"
      className={popupStyles.popupItem}
      aria-checked={isSubscribed === true}
      aria-busy={isBusy}
      onClick={() => {
        if (!isBusy) change.mutate(!isSubscribed);
      }}
    >
      {t('account.menu.pushNotifications')}
      <span className={styles.switchTrack} aria-hidden="true" />
    </button>
  );
}
