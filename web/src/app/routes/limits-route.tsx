import { LimitsPage } from '@/features/safer-gambling/limits/limits-page';
import { loadAccountMessages } from '@/i18n/lazy-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** The account texts (the limits' among them) arrive with the page's code. */
export async function loader(): Promise<null> {
  await loadAccountMessages();
  return null;
}

export function Component() {
  useDocumentMeta('limits');
  return <LimitsPage />;
}
