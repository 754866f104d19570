import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchesQueries, type MatchQuery } from '@/api/matches';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import { EventCard } from './event-card';
import styles from './event-card.module.css';

/** Featured matches as cards (home "top events"). */
export function TopEvents({ query }: { query: MatchQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useQuery(matchesQueries.list(locale, query));
  if (result.isPending) return <SkeletonRows count={3} label={t('common.loading')} />;
  if (result.isError) return <StateMessage text={t('common.loadFailed')} />;
  if (result.data.data.length === 0) return <StateMessage text={t('common.noEvents')} />;
  return (
    <div className={styles.grid}>
      {result.data.data.map((match) => (
        <EventCard key={match.id} match={match} />
      ))}
    </div>
  );
}
