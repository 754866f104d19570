import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { BetsHistoryPage } from '@/features/my-bets/bets-history-page';
import { loadMyBetsMessages } from '@/i18n/lazy-messages';
import { useDocumentMeta } from '../layout/document-meta';

/** My Bets' texts arrive with the page's code. */
export async function loader(): Promise<null> {
  await loadMyBetsMessages();
  return null;
}

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

export function Component() {
  useDocumentMeta('betsHistory');
  return <BetsHistoryPage onSignIn={signIn} />;
}
