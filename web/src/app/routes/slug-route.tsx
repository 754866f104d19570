import { use } from 'react';
import { useLoaderData } from 'react-router';
import type { Category, Match, Sport, Tournament } from '@/api/types';
import { config } from '@/config/config';
import { CategoryEvents } from '@/features/events/category-events';
import { LeagueEvents } from '@/features/events/league-events';
import { MatchDetail } from '@/features/match-detail/match-detail';
import { loadMetaMessages } from '@/i18n/meta-messages';
import { dayKey } from '@/lib/dates';
import { useDocumentMeta } from '../layout/document-meta';
import type { Resolved } from './catalogue-loaders';

function MatchPage({ match }: { match: Match }) {
  const [home, away] = match.competitors;
  useDocumentMeta('match', {
    home: home?.name ?? match.name,
    away: away?.name ?? '',
    league: match.tournament?.name ?? '',
    date: dayKey(new Date(match.start_time), config.timeZone),
  });
  return <MatchDetail key={match.id} initial={match} />;
}

function CategoryPage({ sport, category }: { sport: Sport; category: Category }) {
  // The page shows its description under its heading: in its first render (decision 049).
  use(loadMetaMessages());
  useDocumentMeta('category', { sport: sport.name, category: category.name });
  return <CategoryEvents key={category.id} sport={sport} category={category} />;
}

function LeaguePage({ sport, league }: { sport: Sport; league: Tournament }) {
  // The page shows its description under its heading: in its first render (decision 049).
  use(loadMetaMessages());
  useDocumentMeta('league', { sport: sport.name, league: league.name });
  return <LeagueEvents key={league.id} sport={sport} league={league} />;
}

export function Component() {
  const resolved = useLoaderData() as Resolved;
  switch (resolved.page) {
    case 'match':
      return <MatchPage match={resolved.match} />;
    case 'category':
      return <CategoryPage sport={resolved.sport} category={resolved.category} />;
    case 'league':
      return <LeaguePage sport={resolved.sport} league={resolved.league} />;
  }
}
