import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { Match } from '@/api/types';
import { config } from '@/config/config';
import { MatchList } from '@/features/events/match-list';
import { CustomPage } from '@/features/static-pages/custom-page';
import { useLocale } from '@/i18n/locale-context';
import { loadPageMessages } from '@/i18n/page-messages';
import { customPageParagraphs } from '@/lib/custom-pages';
import { useDocumentMeta } from '../layout/document-meta';
import { notFound } from './route-helpers';

/** A slug the site configures, else the 404 page; the page's texts arrive with its code. */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  if (!config.customPages.some((page) => page.slug === params.slug)) notFound();
  await loadPageMessages();
  return null;
}

/** An event page's match as every list draws it: its prices go onto the slip. */
function renderMatch(match: Match) {
  return <MatchList matches={[match]} />;
}

/** `/pages/:slug`: the operator's page of that slug (the loader has found it). */
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
