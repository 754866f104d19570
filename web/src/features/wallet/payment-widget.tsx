import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentAccount, playerQueries } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import type { Account } from '@/api/types';
import { Alert } from '@/components/ui/alert';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import {
  notificationKey,
  notificationTone,
  parseWidgetNotification,
  type WidgetNotification,
} from '@/lib/widget-notification';
import { hasMethods, loadWidgetScript } from '@/lib/widget-script';
import styles from './payment-widget.module.css';

const SCRIPT_URL = '/platform/payment-widget.js';

type Widget = { destroy: () => void };
type WidgetApi = { mount: (container: HTMLElement, options: Record<string, unknown>) => Widget };

/** Loads the platform's payment widget script once (docs/product.md#deposits: once, when a signed-in player needs it). */
function loadWidget(): Promise<WidgetApi> {
  return loadWidgetScript({
    url: SCRIPT_URL,
    global: 'PaymentWidget',
    isReady: (value): value is WidgetApi => hasMethods(value, ['mount']),
  });
}

/**
 * The quick deposit form of the platform's payment widget
 * (docs/product.md#deposits). Its outcome comes back the same way as the standard form's: a redirect with `?payment=`.
 * A notification the widget sends without a redirect (a refused or failed request) shows as an
 * alert of its own; one followed by the redirect is left to the `?payment=` alert.
 */
export function PaymentWidgetForm({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const [hasFailed, setFailed] = useState(false);
  const [notice, setNotice] = useState<{ notification: WidgetNotification; serial: number } | null>(null);
  const currency = currentAccount(useQuery(playerQueries.accounts(locale)).data)?.currency;

  useEffect(() => {
    const container = ref.current;
    if (container === null) return;
    let widget: Widget | null = null;
    let isCancelled = false;
    // The widget sends an outcome's notification and then, in the same task, its redirect.
    let pending: WidgetNotification | null = null;
    const onNotification = (event: Event) => {
      pending = parseWidgetNotification((event as CustomEvent<unknown>).detail);
      queueMicrotask(() => {
        const notification = pending;
        pending = null;
        if (notification !== null) setNotice((shown) => ({ notification, serial: (shown?.serial ?? 0) + 1 }));
      });
    };
    const onRedirect = (event: Event) => {
      pending = null;
      void navigate((event as CustomEvent<{ url: string }>).detail.url);
    };
    const onAccounts = (event: Event) => {
      const accounts = (event as CustomEvent<{ accounts: Account[] }>).detail.accounts;
      queryClient.setQueryData(
        playerKeys.accounts,
        accounts.filter((account) => account.active),
      );
    };
    container.addEventListener('notification', onNotification);
    container.addEventListener('redirect', onRedirect);
    container.addEventListener('accounts-updated', onAccounts);
    loadWidget()
      .then((api) => {
        if (isCancelled) return;
        widget = api.mount(container, {
          apiPrefix: config.platformBase,
          successUrl: returnPath,
          failureUrl: returnPath,
          pendingUrl: returnPath,
          currency,
          locale,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      isCancelled = true;
      widget?.destroy();
      container.removeEventListener('notification', onNotification);
      container.removeEventListener('redirect', onRedirect);
      container.removeEventListener('accounts-updated', onAccounts);
    };
  }, [currency, locale, navigate, queryClient, returnPath]);

  return (
    <>
      <div className={styles.widget} ref={ref} data-testid="payment-widget">
        {hasFailed && <p role="alert">{t('account.errors.network')}</p>}
      </div>
      {/* Outside the container: the widget's own markup lives in it. */}
      {notice && (
        <Alert
          key={notice.serial}
          tone={notificationTone(notice.notification.type)}
          title={t('account.deposit.quick')}
          closeLabel={t('common.close')}
          onClose={() => setNotice(null)}
        >
          <p>
            {t(notificationKey(notice.notification.title), { defaultValue: notice.notification.message })}
          </p>
        </Alert>
      )}
    </>
  );
}
