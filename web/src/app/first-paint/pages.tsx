/**
 * Every page kind's first paint: what the app renders first on that page, inside its shell. The
 * route modules render these same components (with the loader's data where these use a sample).
 */
import type { ReactNode } from 'react';
import { MATCH_STATUS } from '@/api/types';
import SPORT_GLYPHS from '@/components/ui/sport-icon-paths.json';
import { LimitsPage } from '@/features/safer-gambling/limits/limits-page';
import { SaferGamblingPage } from '@/features/safer-gambling/safer-gambling-page';
import { DepositPage, TransactionsPage } from '@/features/wallet/wallet-pages';
import { CategoryEvents } from '@/features/events/category-events';
import { CyberEvents } from '@/features/events/cyber-events';
import { FavouritesPage } from '@/features/events/favourites-page';
import { HomeSections } from '@/features/events/home-sections';
import { LeagueEvents } from '@/features/events/league-events';
import { LiveEvents } from '@/features/events/live-events';
import { ResultsEvents } from '@/features/events/results-events';
import { ScheduleEvents } from '@/features/events/schedule-events';
import { SportEvents } from '@/features/events/sport-events';
import { MatchDetail } from '@/features/match-detail/match-detail';
import { ReadyPage } from '@/features/error-pages/ready-page';
import { SearchPage } from '@/features/search/search-page';
import { BetsHistoryPage } from '@/features/my-bets/bets-history-page';
import { About } from '@/features/static-pages/about';
import { CustomPage } from '@/features/static-pages/custom-page';
import { GeneralRules } from '@/features/static-pages/general-rules';
import type { PageKind } from '../route-list/page-kinds';
import { ErrorLayout } from '../layout/error-layout';
import { StandaloneErrorPage } from '../routes/error-routes';
import { sampleData, type PageData } from './sample-data';

/** What picks one of a page's templates: a value of its data (`_default` when none matches). */
export type VariantBy = 'sport.key' | 'match.status';

export type FirstPaintPage = {
  /** The page's kind, as the route table and the page metadata name it. */
  page: PageKind;
  /** Where the page is, under the sports base path (for the shell's current link). */
  path: string;
  /** Error pages have a layout of their own, without the shell. */
  isStandalone?: boolean;
  variantBy?: VariantBy;
  render: (data: PageData) => ReactNode;
};

const SPORT_KEYS = Object.keys(SPORT_GLYPHS);

export const PAGES: readonly FirstPaintPage[] = [
  { page: 'home', path: '', render: () => <HomeSections /> },
  { page: 'live', path: '/live', render: () => <LiveEvents /> },
  { page: 'cybersport', path: '/cybersport', render: () => <CyberEvents /> },
  { page: 'schedule', path: '/schedule', render: () => <ScheduleEvents /> },
  { page: 'results', path: '/results', render: () => <ResultsEvents /> },
  { page: 'generalRules', path: '/general-rules', render: () => <GeneralRules /> },
  { page: 'about', path: '/about', render: () => <About /> },
  // An operator's page: its heading; the text and an event page's match render in the next pass.
  {
    page: 'custom',
    path: '/pages',
    render: (data) => (
      <CustomPage title={data.page.title} paragraphs={[]} matchId={null} renderMatch={() => null} />
    ),
  },
  // The query's field and results render in the next pass: no matches to draw here.
  { page: 'search', path: '/search', render: () => <SearchPage renderMatches={() => null} /> },
  {
    page: 'betsHistory',
    path: '/bets-history',
    render: () => <BetsHistoryPage onSignIn={() => undefined} />,
  },
  // Signed in or not, the first pass is the heading (the session is not known yet).
  { page: 'favourites', path: '/favorites', render: () => <FavouritesPage onSignIn={() => undefined} /> },
  // Signed in or not, the wallet, limits and safer-gambling pages' first pass is their header (the
  // session is not known yet).
  { page: 'deposit', path: '/profile/wallet/deposit', render: () => <DepositPage /> },
  { page: 'transactions', path: '/profile/wallet/transactions', render: () => <TransactionsPage /> },
  { page: 'limits', path: '/profile/limits', render: () => <LimitsPage /> },
  { page: 'saferGambling', path: '/profile/safer-gambling', render: () => <SaferGamblingPage /> },
  {
    page: 'sport',
    path: '/sport',
    variantBy: 'sport.key',
    render: (data) => <SportEvents sport={data.sport} />,
  },
  {
    page: 'category',
    path: '/sport/category',
    variantBy: 'sport.key',
    render: (data) => <CategoryEvents sport={data.sport} category={data.category} />,
  },
  {
    page: 'league',
    path: '/sport/league',
    variantBy: 'sport.key',
    render: (data) => <LeagueEvents sport={data.sport} league={data.league} />,
  },
  {
    page: 'match',
    path: '/sport/match-1',
    variantBy: 'match.status',
    render: (data) => <MatchDetail initial={data.match} />,
  },
  {
    page: 'initSportsbook',
    path: '/init-sportsbook',
    isStandalone: true,
    render: () => (
      <ErrorLayout page="init-sportsbook">
        <ReadyPage />
      </ErrorLayout>
    ),
  },
  // The blocked page's heading names the visitor's country: the browser fills it in (`lib/country-text.ts`).
  ...(['notFound', 'error', 'blocked', 'locked'] as const).map((kind) => ({
    page: kind,
    path: `/${kind}`,
    isStandalone: true,
    render: () => <StandaloneErrorPage kind={kind} />,
  })),
];

/** The variants a page is rendered in, with the sample data of each. */
export function variantsOf(page: FirstPaintPage): { variant: string; data: PageData }[] {
  switch (page.variantBy) {
    case 'sport.key':
      return SPORT_KEYS.map((key) => ({ variant: key, data: sampleData(key, MATCH_STATUS.prematch) }));
    case 'match.status':
      return Object.values(MATCH_STATUS).map((status) => ({
        variant: String(status),
        data: sampleData('_default', status),
      }));
    case undefined:
      return [{ variant: '_default', data: sampleData('_default', MATCH_STATUS.prematch) }];
  }
}
