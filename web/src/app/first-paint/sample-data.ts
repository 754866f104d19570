/**
 * The entities a page heading is rendered from, with every text the request decides as a slot
 * named by its path in the page's data (`{sport, category, league, match}`, the API's own shapes;
 * `page`, an operator's own page, as the site configuration has it).
 * What decides the markup itself (a sport's icon, a match's status) is the template's variant.
 */
import type { Category, Match, Sport, Tournament } from '@/api/types';
import { slot } from './slots';

/** The page's data as the server gives it to a template: each key as the API answers it. */
export type PageData = {
  sport: Sport;
  category: Category;
  league: Tournament;
  match: Match;
  page: { title: string };
};

function sample<T>(value: unknown): T {
  return value as T;
}

export function sampleData(sportKey: string, status: number): PageData {
  const sport = sample<Sport>({ id: 0, key: sportKey, name: slot('sport.name') });
  const category = sample<Category>({ id: 0, slug: slot('category.slug'), name: slot('category.name') });
  const league = sample<Tournament>({
    id: 0,
    slug: slot('league.slug'),
    name: slot('league.name'),
    category: { slug: slot('league.category.slug'), name: slot('league.category.name') },
  });
  const competitor = (index: number) => ({ name: slot(`match.competitors.${index}.name`) });
  const match = sample<Match>({
    id: 0,
    name: slot('match.name'),
    slug: slot('match.slug'),
    status,
    start_time: slot('match.start_time'),
    competitors: [competitor(0), competitor(1)],
    statistics: {
      total_score: {
        home: slot('match.statistics.total_score.home'),
        away: slot('match.statistics.total_score.away'),
      },
      period_score: [],
    },
    tournament: {
      slug: slot('match.tournament.slug'),
      name: slot('match.tournament.name'),
      sport: { key: slot('match.tournament.sport.key'), name: slot('match.tournament.sport.name') },
      category: {
        slug: slot('match.tournament.category.slug'),
        name: slot('match.tournament.category.name'),
      },
    },
  });
  return { sport, category, league, match, page: { title: slot('page.title') } };
}
