/** Which dialog a signed-in player is shown unasked once their profile is in (docs/product.md#dialogs). Pure. */
import type { AccountDialogKind } from './account-modal';

export type PlayerChecks = {
  /** Required profile fields still empty (`auth_fields_missed`). */
  missedFields: number;
  /** The terms in force are not the ones the player accepted (`lib/terms.ts`). */
  mustAcceptTerms: boolean;
  /** The site requires a verified phone and the player's is not (yet). */
  mustVerifyPhone: boolean;
  /** The profile's statuses say `unverified`. */
  isUnverified: boolean;
};

/**
 * The first of the checks that asks something of the player: the missing fields, then the terms,
 * then the phone (all three cannot be dismissed), then the closable verification notice; `null` when none does.
 */
export function playerPrompt(checks: PlayerChecks): AccountDialogKind | null {
  if (checks.missedFields > 0) return 'missed_auth_fields';
  if (checks.mustAcceptTerms) return 'accept_terms';
  if (checks.mustVerifyPhone) return 'phone_verification';
  return checks.isUnverified ? 'verification' : null;
}
