import { DepositPage } from '@/features/wallet/wallet-pages';
import { loadAccountMessages } from '@/i18n/lazy-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** The account texts arrive with the page's code. */
export async function loader(): Promise<null> {
  await loadAccountMessages();
  return null;
}

export function Component() {
  useDocumentMeta('deposit');
  return <DepositPage />;
}
