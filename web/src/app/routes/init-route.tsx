import { Navigate, useSearchParams } from 'react-router';
import { config } from '@/config/config';
import { ReadyPage } from '@/features/error-pages/ready-page';
import { loadPageMessages } from '@/i18n/page-messages';
import { safeReturnPath } from '@/lib/return-path';
import { useDocumentMeta } from '../layout/document-meta';
import { ErrorLayout } from '../layout/error-layout';

/** The page's texts arrive with its code. */
export async function loader(): Promise<null> {
  await loadPageMessages();
  return null;
}

/**
 * `/init-sportsbook` (decision 033): the page a host platform opens first — the app, its session
 * and, in a frame, the frame protocol start as on any page — then on to `?return=` (a page of this
 * app only) or, without one, a page that says the sportsbook is ready.
 */
export function Component() {
  useDocumentMeta('initSportsbook');
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('return'), config.locale);
  if (next !== null) return <Navigate to={next} replace />;
  return (
    <ErrorLayout page="init-sportsbook">
      <ReadyPage />
    </ErrorLayout>
  );
}
