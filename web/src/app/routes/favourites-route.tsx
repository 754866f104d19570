import { openAccountDialog } from '@/features/account/account-dialog-state';
import { FavouritesPage } from '@/features/events/favourites-page';
import { useDocumentMeta } from '../layout/document-meta';

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

/** `/sports/favorites`: no first data (the player's favourites are private, asked for once the session is known). */
export function Component() {
  useDocumentMeta('favourites');
  return <FavouritesPage onSignIn={signIn} />;
}
