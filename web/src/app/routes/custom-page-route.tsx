import { useParams } from 'react-router';
import type { Match } from '@/api/types';
import { config } from '@/config/config';
import { MatchList } from '@/features/events/match-list';
import { CustomPage } from '@/features/static-pages/custom-page';
import { useLocale } from '@/i18n/locale-context';
import { customPageParagraphs } from '@/lib/custom-pages';
import { useDocumentMeta } from '../layout/document-meta';

/** An event page's match as every list draws it: its prices go onto the slip. */
function renderMatch(match: Match) {
  return <MatchList matches={[match]} />;
}

/** `/pages/:slug`: the operator's page of that slug (the route's loader has found it). */
export function Component() {
  const { slug } = useParams();
  const locale = useLocale();
  const page = config.customPages.find((candidate) => candidate.slug === slug);
  const title = page?.title[locale] ?? '';
  useDocumentMeta('custom', { title });
  if (page === undefined) return null;
  return (
    <CustomPage
      title={title}
      paragraphs={customPageParagraphs(page, locale, config.locale.defaultLocale)}
      matchId={page.matchId}
      renderMatch={renderMatch}
    />
  );
}
