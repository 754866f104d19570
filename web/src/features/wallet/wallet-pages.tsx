import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignedInOnly } from '@/account-shared/signed-in-only';
import { playerQueries } from '@/api/player';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { Tabs } from '@/components/ui/tabs';
import { config } from '@/config/config';
import { AppNavLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { DepositDetailsGate } from './deposit-details-gate';
import { DepositForm } from './deposit-form';
import { PaymentFrame } from './payment-frame';
import { PaymentWidgetForm } from './payment-widget';
import styles from './wallet-pages.module.css';

function WalletNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('account.wallet.nav')}>
      <AppNavLink to="/profile/wallet/deposit" className={styles.tab}>
        {t('account.menu.deposit')}
      </AppNavLink>
      <AppNavLink to="/profile/wallet/transactions" className={styles.tab}>
        {t('account.menu.transactions')}
      </AppNavLink>
    </nav>
  );
}

type DepositMethod = 'standard' | 'quick' | 'frame';

/**
 * `/profile/wallet/deposit`: the deposit forms of docs/product.md#deposits (standard, quick, iframe),
 * one at a time behind a tab per method (decision 049); the provider returns here with `?payment=`.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [method, setMethod] = useState<DepositMethod>('standard');
  const formId = useId();
  const detailsId = useId();
  const standard = { key: 'standard' as const, label: t('account.deposit.title') };
  const methods = [
    standard,
    ...(config.features.quickDeposit ? [{ key: 'quick' as const, label: t('account.deposit.quick') }] : []),
    { key: 'frame' as const, label: t('account.deposit.frame') },
  ];
  const shown = methods.find((item) => item.key === method) ?? standard;
  return (
    <div className={styles.page}>
      <PageHeader title={t('account.wallet.title')}>
        <WalletNav />
      </PageHeader>
      <SignedInOnly signInText={t('account.wallet.signInFirst')}>
        <DepositDetailsGate
          wrap={(form) => (
            <Panel title={t('account.depositDetails.title')} className={styles.panel} labelledBy={detailsId}>
              <div className={styles.body}>{form}</div>
            </Panel>
          )}
        >
          <Tabs
            label={t('account.deposit.methods')}
            items={methods}
            selected={shown.key}
            onSelect={setMethod}
            idPrefix="deposit-method"
          />
          <div role="tabpanel" id="deposit-method-panel" aria-labelledby={`deposit-method-tab-${shown.key}`}>
            <Panel title={shown.label} className={styles.panel} labelledBy={formId}>
              <div className={styles.body}>
                {shown.key === 'standard' && <DepositForm returnPath={pathname} />}
                {shown.key === 'quick' && <PaymentWidgetForm returnPath={pathname} />}
                {shown.key === 'frame' && <PaymentFrame returnPath={pathname} />}
              </div>
            </Panel>
          </div>
        </DepositDetailsGate>
      </SignedInOnly>
    </div>
  );
}

function TransactionList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const transactions = useQuery(playerQueries.transactions(locale, page));
  const dateFormat = dateTimeFormat(intlLocale(locale), config.timeZone);
  if (transactions.isPending) return <SkeletonRows count={5} label={t('common.loading')} />;
  if (transactions.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void transactions.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  const { data, pagination } = transactions.data;
  if (data.length === 0) return <StateMessage text={t('account.transactions.empty')} />;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('account.transactions.date')}</th>
            <th scope="col">{t('account.transactions.kind')}</th>
            <th scope="col">{t('account.transactions.reference')}</th>
            <th scope="col" className={styles.amount}>
              {t('account.transactions.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry) => (
            <tr key={entry.id}>
              <td>{dateFormat.format(new Date(entry.created_at))}</td>
              <td>{t(`account.transactions.kinds.${entry.kind}`, { defaultValue: entry.kind })}</td>
              <td>{entry.bet_ref}</td>
              <td className={styles.amount}>
                {formatMoney(entry.amount, entry.currency, entry.subunits, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className={styles.pager} aria-label={t('account.transactions.pages')}>
        <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('account.transactions.previous')}
        </Button>
        <span>{t('account.transactions.pageOf', { page: pagination.page, last: pagination.last_page })}</span>
        <Button size="small" disabled={page >= pagination.last_page} onClick={() => setPage(page + 1)}>
          {t('account.transactions.next')}
        </Button>
      </nav>
    </>
  );
}

/** `/profile/wallet/transactions`: the player's movements, newest first, a page at a time. */
export function TransactionsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader title={t('account.wallet.title')}>
        <WalletNav />
      </PageHeader>
      <SignedInOnly signInText={t('account.wallet.signInFirst')}>
        <Panel title={t('account.menu.transactions')}>
          <TransactionList />
        </Panel>
      </SignedInOnly>
    </div>
  );
}
