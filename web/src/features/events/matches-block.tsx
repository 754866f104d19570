import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchesQueries, type MatchQuery } from '@/api/matches';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import { MatchList } from './match-list';

type MatchesBlockProps = { query: MatchQuery; skeletonRows?: number };

/** A short, fixed-size list (home page blocks). */
export function MatchesBlock({ query, skeletonRows = 5 }: MatchesBlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useQuery(matchesQueries.list(locale, query));
  if (result.isPending) return <SkeletonRows count={skeletonRows} label={t('common.loading')} />;
  if (result.isError) return <StateMessage text={t('common.loadFailed')} />;
  if (result.data.data.length === 0) return <StateMessage text={t('common.noEvents')} />;
  return <MatchList matches={result.data.data} showSport />;
}
