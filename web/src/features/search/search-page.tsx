import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { searchQueries } from '@/api/search';
import { isSearchable, SEARCH_MAX_LENGTH } from '@/lib/search-query';
import type { Match } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SportIcon } from '@/components/ui/sport-icon';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { TextField } from '@/components/ui/text-field';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { leagueTarget, matchTarget } from '@/lib/match-paths';
import { MatchWhen } from './match-when';
import { resultsBySport, type SportResults } from './results-by-sport';
import styles from './search-page.module.css';

/** Draws a sport's matches: the app passes the events' match list, whose prices go onto the slip. */
type RenderMatches = (matches: readonly Match[]) => ReactNode;

/** The query's field; a query of 3 to 50 characters goes into the address, another gets a hint. */
function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState(query);
  const [isHinted, setHinted] = useState(false);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSearchable(text)) onSearch(text.trim());
        else setHinted(true);
      }}
    >
      <div className={styles.row}>
        <TextField
          label={t('search.label')}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={isHinted ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            setHinted(false);
          }}
        />
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {isHinted ? t('search.hint') : ''}
      </p>
    </form>
  );
}

/** One sport's teams (each to its next match) and leagues as links, then its matches. */
function SportSection({ section, renderMatches }: { section: SportResults; renderMatches: RenderMatches }) {
  const { t } = useTranslation();
  const { sport, teams, leagues, matches } = section;
  const headingId = `search-sport-${sport.key}`;
  return (
    <Panel
      labelledBy={headingId}
      title={
        <>
          <SportIcon sportKey={sport.key} />
          {sport.name}
        </>
      }
    >
      {teams.length > 0 && (
        <div className={styles.links}>
          <h3 className={styles.linksTitle}>{t('search.groups.team')}</h3>
          <ul className={styles.chips}>
            {teams.map(({ team, next }) => (
              <li key={team.id}>
                <AppLink to={matchTarget(next)} className={styles.chip}>
                  {team.name} <MatchWhen match={next} />
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {leagues.length > 0 && (
        <div className={styles.links}>
          <h3 className={styles.linksTitle}>{t('search.groups.league')}</h3>
          <ul className={styles.chips}>
            {leagues.map((league) => (
              <li key={league.id}>
                <AppLink to={leagueTarget(sport.key, league)} className={styles.chip}>
                  {league.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {matches.length > 0 && renderMatches(matches)}
    </Panel>
  );
}

function SearchAnswer({ query, renderMatches }: { query: string; renderMatches: RenderMatches }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useQuery(searchQueries.of(locale, query));
  if (!isSearchable(query))
    return (
      <Panel>
        <StateMessage text={t('search.hint')} />
      </Panel>
    );
  if (result.isError)
    return (
      <StateMessage text={t('common.loadFailed')}>
        <Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  if (result.data === undefined) return <SkeletonRows count={6} label={t('common.loading')} />;
  const sections = resultsBySport(result.data, query);
  if (sections.length === 0)
    return (
      <Panel>
        <StateMessage text={t('search.noResultsFor', { query })} />
      </Panel>
    );
  return sections.map((section) => (
    <SportSection key={section.sport.key} section={section} renderMatches={renderMatches} />
  ));
}

/**
 * `/sports/search?q=…`: every team, league and match the query finds, by sport, the matches as
 * the lists draw them; the query in a field that searches again (a new address).
 */
export function SearchPage({ renderMatches }: { renderMatches: RenderMatches }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('search.title')} icon={<Icon name="search" size={22} />}>
        <Deferred>
          {/* A new query in the address (back, the header's field) is the field's new text. */}
          <SearchForm key={query} query={query} onSearch={(q) => setParams({ q })} />
        </Deferred>
      </PageHeader>
      <Deferred>
        <SearchAnswer query={query} renderMatches={renderMatches} />
      </Deferred>
    </div>
  );
}
