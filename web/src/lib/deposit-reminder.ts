/**
 * Whether a signed-in player is reminded to deposit (site configuration `deposit_reminder`,
 * decision 032): an empty wallet, and the configured status group when there is one. Pure.
 */

import { isInGroup, type StatusGroupMark } from './user-group';

/** The cookie that says the reminder showed in the last day (it shows once a day). */
export const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder_shown';

/** `undefined` inputs are still loading: not due until they are known. */
export function isDepositReminderDue(
  balance: number | undefined,
  groups: readonly StatusGroupMark[] | undefined,
  groupId: number | null,
): boolean {
  if (balance === undefined || balance > 0) return false;
  if (groupId === null) return true;
  return groups !== undefined && isInGroup(groups, groupId);
}
