/**
 * Which profile fields to ask a player for (decision 036): the auth fields the server reports
 * missing, and the details the site requires before a deposit. Pure.
 */
/** A profile field the site may ask for before a deposit. */
export type DepositField = 'first_name' | 'last_name' | 'date_of_birth' | 'address' | 'city' | 'postal_code';

/** A profile field the player can fill in (`PATCH /api/platform/player`). */
export type ProfileFieldName = DepositField | 'nickname';

const AUTH_FIELDS: readonly ProfileFieldName[] = ['first_name', 'last_name', 'nickname'];

/** The player's fields, as the profile answers them. */
type Profile = Partial<Record<ProfileFieldName, string | null>>;

/** The missing auth fields the form can ask for; all of them when the server names none it knows. */
export function authFieldsToAsk(missed: readonly string[]): readonly ProfileFieldName[] {
  const asked = AUTH_FIELDS.filter((name) => missed.includes(name));
  return asked.length > 0 ? asked : AUTH_FIELDS;
}

/** The fields of `required` the player has not filled in, in that order. */
export function missingDepositFields(required: readonly DepositField[], player: Profile): DepositField[] {
  return required.filter((name) => !player[name]);
}
