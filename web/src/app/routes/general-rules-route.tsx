import { GeneralRules } from '@/features/static-pages/general-rules';
import { loadPageMessages } from '@/i18n/page-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** The page's texts arrive with its code. */
export async function loader(): Promise<null> {
  await loadPageMessages();
  return null;
}

export function Component() {
  useDocumentMeta('generalRules');
  return <GeneralRules />;
}
