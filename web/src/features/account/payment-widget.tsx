import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentAccount, playerKeys, playerQueries } from '@/api/player';
import type { Account } from '@/api/types';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import styles from './payment-widget.module.css';

const SCRIPT_URL = '/platform/payment-widget.js';

type Widget = { destroy: () => void };
type WidgetApi = { mount: (container: HTMLElement, options: Record<string, unknown>) => Widget };
declare global {
  interface Window {
    PaymentWidget?: WidgetApi;
  }
}

let script: Promise<WidgetApi> | null = null;

/** Loads the platform's payment widget script once (docs/product.md#deposits: once, when a signed-in player needs it). */
function loadWidget(): Promise<WidgetApi> {
  script ??= new Promise<WidgetApi>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () =>
      window.PaymentWidget ? resolve(window.PaymentWidget) : reject(new Error('no widget'));
    element.onerror = () => {
      script = null;
      reject(new Error('payment widget failed to load'));
    };
    document.head.appendChild(element);
  });
  return script;
}

/**
 * The quick deposit form of the platform's payment widget
 * (docs/product.md#deposits). Its outcome comes back the same way as the standard form's: a redirect with `?payment=`.
 */
export function PaymentWidgetForm({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const [hasFailed, setFailed] = useState(false);
  const currency = currentAccount(useQuery(playerQueries.accounts(locale)).data)?.currency;

  useEffect(() => {
    const container = ref.current;
    if (container === null) return;
    let widget: Widget | null = null;
    let isCancelled = false;
    const onRedirect = (event: Event) => void navigate((event as CustomEvent<{ url: string }>).detail.url);
    const onAccounts = (event: Event) => {
      const accounts = (event as CustomEvent<{ accounts: Account[] }>).detail.accounts;
      queryClient.setQueryData(
        playerKeys.accounts,
        accounts.filter((account) => account.active),
      );
    };
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
      container.removeEventListener('redirect', onRedirect);
      container.removeEventListener('accounts-updated', onAccounts);
    };
  }, [currency, locale, navigate, queryClient, returnPath]);

  return (
    <div className={styles.widget} ref={ref} data-testid="payment-widget">
      {hasFailed && <p role="alert">{t('account.errors.network')}</p>}
    </div>
  );
}
