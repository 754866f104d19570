import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BET_RESULT_FILTERS, BET_STATUS_FILTERS, type BetFilters } from '@/api/bets';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { BetCard } from './bet-card';
import { BetFiltersBar } from './bet-filters';
import styles from './my-bets.module.css';
import { useBetPages } from './use-bet-pages';

function pick<T extends string>(options: readonly T[], value: string | null): T {
  return options.find((option) => option === value) ?? (options[0] as T);
}

/** The filters live in the address (`?status=open&result=win`): a filtered history can be shared. */
function useFilters(): [BetFilters, (change: Partial<BetFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: BetFilters = {
    status: pick(BET_STATUS_FILTERS, params.get('status')),
    result: pick(BET_RESULT_FILTERS, params.get('result')),
  };
  const change = (next: Partial<BetFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(merged)) {
      if (value === 'all') search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { replace: true });
  };
  return [filters, change];
}

function BetList({ filters }: { filters: BetFilters }) {
  const { t } = useTranslation();
  const { query, bets, hasMore, showMore, isFetchingMore } = useBetPages(filters);
  if (query.isPending) return <SkeletonRows count={4} label={t('common.loading')} />;
  if (query.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  if (bets.length === 0) return <StateMessage text={t('myBets.emptyFiltered')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('myBets.list')}>
        {bets.map((bet) => (
          <li key={bet.id}>
            <BetCard bet={bet} headingLevel={2} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button className={styles.more} onClick={showMore} disabled={isFetchingMore}>
          {t('myBets.showMore')}
        </Button>
      )}
    </>
  );
}

/** `/sports/bets-history`: the signed-in player's bets with the status and result filters. */
export function BetsHistoryPage({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const [filters, setFilters] = useFilters();
  const offersSignIn = useIsActionOffered('sign-in');
  return (
    <div className={styles.page}>
      <PageHeader title={t('myBets.historyTitle')} icon={<Icon name="ticket" size={22} />}>
        <BetFiltersBar filters={filters} onChange={setFilters} />
      </PageHeader>
      <Deferred>
        {status === 'UNKNOWN' || status === 'PENDING' ? (
          <SkeletonRows count={4} label={t('common.loading')} />
        ) : status === 'NOT_LOGGED_IN' ? (
          <StateMessage text={t('myBets.signInFirst')}>
            {offersSignIn && (
              <Button variant="primary" onClick={onSignIn}>
                {t('header.signIn')}
              </Button>
            )}
          </StateMessage>
        ) : (
          // Another filter starts its list from the top again.
          <BetList key={`${filters.status}-${filters.result}`} filters={filters} />
        )}
      </Deferred>
    </div>
  );
}
