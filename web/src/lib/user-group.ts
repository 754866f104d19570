/**
 * The user-group checker (site configuration `user_group_checker`,
 * docs/product.md#users-and-roles): whether the visitor may stay, must be sent to the casino, or is
 * not known yet. Pure.
 */
import type { AuthStatus } from './auth-status';

export type UserGroupVerdict = 'wait' | 'allow' | 'turnAway';

/** A status group as the platform answers it: the player's is marked `current`. */
export type StatusGroupMark = { id: number; current: boolean };

/** Whether the player's current status group is `id`. */
export function isInGroup(groups: readonly StatusGroupMark[], id: number): boolean {
  return groups.some((group) => group.current && group.id === id);
}

/** Anonymous visitors and players outside `requiredGroup` are turned away; others stay. */
export function userGroupVerdict(
  status: AuthStatus,
  groups: readonly StatusGroupMark[] | undefined,
  requiredGroup: number,
): UserGroupVerdict {
  if (status === 'NOT_LOGGED_IN') return 'turnAway';
  if (status !== 'LOGGED_IN' || groups === undefined) return 'wait';
  return isInGroup(groups, requiredGroup) ? 'allow' : 'turnAway';
}
