import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQueries } from '@/api/categories';
import type { Sport } from '@/api/types';
import { Deferred } from '@/components/ui/deferred';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { byPriority } from '@/lib/grouping';
import { Breadcrumb } from './breadcrumb';
import styles from './page.module.css';
import { PagedMatchList, useListSettled } from './paged-match-list';
import { TopLeagues } from './top-leagues';

/** Sport page: its countries, top leagues and every match by league priority. */
export function SportEvents({ sport }: { sport: Sport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useQuery(categoriesQueries.ofSport(locale, sport.key));
  const matches = { sport_key: sport.key, type: 'match', sort_by: 'tournament_priority,start_time' } as const;
  const isListSettled = useListSettled(matches);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={sport.name}
        icon={<SportIcon sportKey={sport.key} size={22} />}
        eyebrow={<Breadcrumb items={[]} />}
      >
        <Deferred>
          <nav aria-label={t('events.countries')} className={styles.pills}>
            {[...(categories.data ?? [])].sort(byPriority).map((category) => (
              <AppLink key={category.id} to={`/${sport.key}/${category.slug}`} className={styles.pill}>
                {category.name}
              </AppLink>
            ))}
          </nav>
        </Deferred>
      </PageHeader>
      <Deferred>
        <p className={styles.lead}>{t('meta.sport.description', { sport: sport.name })}</p>
        <Panel title={t('events.matches')} labelledBy="sport-matches">
          <PagedMatchList query={matches} />
        </Panel>
        {isListSettled && (
          <TopLeagues filter={{ sport_key: sport.key }} title={t('events.leagues')} limit={24} />
        )}
      </Deferred>
    </div>
  );
}
