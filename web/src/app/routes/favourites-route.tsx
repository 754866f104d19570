import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { FavouritesPage } from '@/features/events/favourites-page';
import { loadPageMessages } from '@/i18n/page-messages';
import { useDocumentMeta } from '../layout/document-meta';

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

/** The page's notices (none yet, sign in first) arrive with its code. */
export async function loader(): Promise<null> {
  await loadPageMessages();
  return null;
}

/** `/sports/favorites`: no first data (the player's favourites are private, asked for once the session is known). */
export function Component() {
  useDocumentMeta('favourites');
  return <FavouritesPage onSignIn={signIn} />;
}
