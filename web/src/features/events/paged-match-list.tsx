import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchesQueries, type MatchQuery } from '@/api/matches';
import type { Match, Page } from '@/api/types';
import { Button } from '@/components/ui/button';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import styles from './match-list.module.css';
import { MatchList, type ListVariant } from './match-list';

/** Rows per page: lists grow by "show more", so no page renders thousands of rows. */
export const PAGE_SIZE = 40;

type ListOptions = { showSport?: boolean; emptyText?: string; variant?: ListVariant };

type MatchPagesProps = ListOptions & {
  result: UseInfiniteQueryResult<InfiniteData<Page<Match>, unknown>>;
};

/** The pages of a match list loaded so far, with "show more" while there are more. */
export function MatchPages({ result, showSport, emptyText, variant }: MatchPagesProps) {
  const { t } = useTranslation();
  if (result.isPending) return <SkeletonRows label={t('common.loading')} />;
  if (result.isError) {
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  const matches = result.data.pages.flatMap((page) => page.data);
  if (matches.length === 0) return <StateMessage text={emptyText ?? t('common.noEvents')} />;
  return (
    <>
      <MatchList matches={matches} showSport={showSport} variant={variant} />
      {result.hasNextPage && (
        <div className={styles.more}>
          <Button onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage}>
            {result.isFetchingNextPage ? t('common.loading') : t('common.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function useMatchPages(query: MatchQuery) {
  const locale = useLocale();
  return useInfiniteQuery(matchesQueries.pages(locale, { limit: PAGE_SIZE, ...query }));
}

/** A match list loaded page by page from `GET /matches`. */
export function PagedMatchList({ query, ...options }: ListOptions & { query: MatchQuery }) {
  return <MatchPages result={useMatchPages(query)} {...options} />;
}

/**
 * Whether the first page of `query`'s list has come (or failed). A panel drawn below the list
 * waits for it: the list growing from its skeleton to its rows would push that panel down the
 * screen, a layout shift (decision 049).
 */
export function useListSettled(query: MatchQuery): boolean {
  return !useMatchPages(query).isPending;
}
