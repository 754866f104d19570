import { About } from '@/features/static-pages/about';
import { loadStaticPageMessages } from '@/i18n/static-page-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** The page's texts arrive with its code. */
export async function loader(): Promise<null> {
  await loadStaticPageMessages();
  return null;
}

export function Component() {
  useDocumentMeta('about');
  return <About />;
}
