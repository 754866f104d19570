/**
 * The user-group checker (site configuration `user_group_checker`, spec §6): whether the visitor
 * may stay, must be sent to the casino, or is not known yet. Pure.
 */
import type { AuthStatus } from './auth-status';

export type UserGroupVerdict = 'wait' | 'allow' | 'turnAway';

/** A status group as the platform answers it: the player's is marked `current`. */
type Group = { id: number; current: boolean };

/** Anonymous visitors and players outside `requiredGroup` are turned away; others stay. */
export function userGroupVerdict(
  status: AuthStatus,
  groups: readonly Group[] | undefined,
  requiredGroup: number,
): UserGroupVerdict {
  if (status === 'NOT_LOGGED_IN') return 'turnAway';
  if (status !== 'LOGGED_IN' || groups === undefined) return 'wait';
  return groups.some((group) => group.current && group.id === requiredGroup) ? 'allow' : 'turnAway';
}
