import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betsQueries, type BetFilters } from '@/api/bets';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { BetCard } from './bet-card';
import { BetFiltersBar } from './bet-filters';
import styles from './my-bets.module.css';

/** Bets the panel shows; the history page has them all. */
const TAB_BETS = 10;

function RecentBets({ filters }: { filters: BetFilters }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bets = useQuery(betsQueries.list(locale, { ...filters, page: 1 }));
  if (bets.isPending) return <SkeletonRows count={3} label={t('common.loading')} />;
  if (bets.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void bets.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  const recent = bets.data.data.slice(0, TAB_BETS);
  return (
    <>
      {recent.length === 0 ? (
        <StateMessage
          text={t(
            filters.status === 'all' && filters.result === 'all' ? 'myBets.empty' : 'myBets.emptyFiltered',
          )}
        />
      ) : (
        <ul className={styles.list} aria-label={t('myBets.recent')}>
          {recent.map((bet) => (
            <li key={bet.id}>
              <BetCard bet={bet} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <AppLink to="/bets-history" className={styles.historyLink}>
        {t('myBets.allBets')}
      </AppLink>
    </>
  );
}

/** The ticket panel's MY_BETS tab: the latest bets under the filters, or a sign-in prompt. */
export function MyBetsTab({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const [filters, setFilters] = useState<BetFilters>({ status: 'all', result: 'all' });
  const offersSignIn = useIsActionOffered('sign-in');
  if (status === 'UNKNOWN' || status === 'PENDING')
    return <SkeletonRows count={3} label={t('common.loading')} />;
  if (status === 'NOT_LOGGED_IN') {
    return (
      <StateMessage text={t('myBets.signInFirst')}>
        {offersSignIn && (
          <Button variant="primary" onClick={onSignIn}>
            {t('header.signIn')}
          </Button>
        )}
      </StateMessage>
    );
  }
  return (
    <div className={styles.tab}>
      <BetFiltersBar filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} />
      <RecentBets filters={filters} />
    </div>
  );
}
