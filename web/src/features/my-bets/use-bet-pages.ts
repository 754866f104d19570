import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { betsQueries, type BetFilters, type ServerBet } from '@/api/bets';
import { useLocale } from '@/i18n/locale-context';

/** Bets drawn at a time: the API pages 500 at once (docs/product.md#bet-lists), the page shows them in steps. */
export const SHOWN_STEP = 20;

/**
 * The player's bets under the filters: pages of 500 from the API, fetched one after another only
 * when the list has shown every bet it has (paging stops at the last page), drawn `SHOWN_STEP` at a
 * time so a long history does not render hundreds of articles at once.
 */
export function useBetPages(filters: BetFilters) {
  const locale = useLocale();
  const query = useInfiniteQuery(betsQueries.pages(locale, filters));
  const [shown, setShown] = useState(SHOWN_STEP);
  const bets: ServerBet[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  const hasMore = shown < bets.length || query.hasNextPage;
  const showMore = () => {
    if (shown >= bets.length && query.hasNextPage) void query.fetchNextPage();
    setShown(shown + SHOWN_STEP);
  };
  return { query, bets: bets.slice(0, shown), hasMore, showMore, isFetchingMore: query.isFetchingNextPage };
}
