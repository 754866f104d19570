import type { Match } from '@/api/types';
import { MatchList } from '@/features/events/match-list';
import { SearchPage } from '@/features/search/search-page';
import { loadSearchMessages } from '@/i18n/search-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** The search's texts arrive with the page's code; no first data (the page is not indexed). */
export async function loader(): Promise<null> {
  await loadSearchMessages();
  return null;
}

/** A sport's matches as every list draws them: the prices go onto the slip. */
function renderMatches(matches: readonly Match[]) {
  return <MatchList matches={matches} />;
}

export function Component() {
  useDocumentMeta('search');
  return <SearchPage renderMatches={renderMatches} />;
}
