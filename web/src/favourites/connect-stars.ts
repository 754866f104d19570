/**
 * Turns the first page's star placeholders into working stars; the account UI calls it when it
 * loads (the session starts there too), passing how to ask a signed-out visitor to sign in.
 */
import { provideStarButton } from './favourite-star';
import { provideSignIn } from './favourite-toggle';
import { StarButton } from './star-button';

/** Answers the undo of `signIn` (the stars stay). */
export function connectFavouriteStars(signIn: () => void): () => void {
  provideStarButton(StarButton);
  return provideSignIn(signIn);
}
