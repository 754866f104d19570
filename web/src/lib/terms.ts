/** The terms-and-conditions checker (site configuration `terms_version`, decision 034). Pure. */

/**
 * Whether a signed-in player must accept the terms in force: the site has a version and the
 * player's profile (`undefined` while it loads) says another one, or none.
 */
export function mustAcceptTerms(accepted: string | null | undefined, inForce: string | null): boolean {
  return inForce !== null && accepted !== undefined && accepted !== inForce;
}
