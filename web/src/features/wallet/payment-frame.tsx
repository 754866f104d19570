import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentAccount, playerQueries } from '@/api/player';
import { useLocale } from '@/i18n/locale-context';
import { apiLanguage } from '@/lib/locales';
import styles from './payment-widget.module.css';

/**
 * The iframe deposit form (docs/product.md#deposits): the payment provider's hosted page in a frame. The demo
 * provider's page (`/platform/payment-frame`) sends the whole page back with `?payment=`, like the
 * other two forms, so the outcome alert is the same.
 */
export function PaymentFrame({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currentAccount(useQuery(playerQueries.accounts(locale)).data)?.currency;
  const query = new URLSearchParams({ lang: apiLanguage(locale), return: returnPath });
  if (currency) query.set('currency', currency);
  return (
    <iframe
      className={styles.frame}
      title={t('account.deposit.frameTitle')}
      src={`/platform/payment-frame?${query.toString()}`}
      loading="lazy"
    />
  );
}
