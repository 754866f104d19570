/**
 * What the limits page shows for each limit (docs/decisions/022-safer-gambling-limits.md), as pure
 * functions of the server's answer and the time: its name, its state, whether a waiting change
 * may be confirmed yet, its usage bar and when the page must look again. Money limits count minor
 * units; the reality check, session and time limits count minutes (decision 038).
 */
import type { Account, LimitRequest, UserLimit } from '@/api/types';
import { normalizeAmountInput } from '@/lib/money';

export const MONEY_LIMIT_TYPES = ['deposit', 'wager', 'loss', 'bet'] as const;
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];

/**
 * Limits in minutes: the interval between reality checks, one session's length, one sign-in's
 * length, the time and the active play per period.
 */
export const MINUTE_LIMIT_TYPES = [
  'reality_check',
  'sportsbook_session',
  'session',
  'time',
  'activity',
] as const;
export type MinuteLimitType = (typeof MINUTE_LIMIT_TYPES)[number];

/** The reality-check intervals the form offers, in minutes (the server takes 1 to 480). */
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const;

/** The session and sign-in lengths the form offers, in minutes (the server takes 1 to 1440). */
export const SESSION_LENGTH_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480] as const;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The lengths a time-out (`coolingoff`) and a self-exclusion can have, shortest first. */
export const BLOCK_LENGTHS = {
  coolingoff: ['day', 'week', 'month', 'six_weeks'],
  selfexclusion: ['six_months', 'year', 'five_years', 'indefinite'],
} as const;
export type BlockType = keyof typeof BLOCK_LENGTHS;
export type BlockLength = (typeof BLOCK_LENGTHS)[BlockType][number];

/** `active`; a higher amount waits for confirmation; a removal waits for confirmation. */
export type LimitState = 'active' | 'raise_waiting' | 'removal_waiting';

type LimitKind = Pick<UserLimit, 'type' | 'period'>;

const PERIOD_TYPES: readonly string[] = ['deposit', 'wager', 'loss', 'time', 'activity'];

/**
 * Deposit, wager, loss, time and activity limits hold a day, a week or a month; a stake limit holds one bet,
 * a session limit one session, a reality check its interval.
 */
export function hasPeriod(type: string): boolean {
  return PERIOD_TYPES.includes(type);
}

/** A minute limit over a day, a week or a month (time, activity), set in hours and minutes. */
export function isPerPeriodMinutes(type: MinuteLimitType): type is 'time' | 'activity' {
  return type === 'time' || type === 'activity';
}

/** The minute limits the site offers (`activity` needs the activity-tracking flag; decision 038). */
export function offeredMinuteTypes(hasActivityTracking: boolean): readonly MinuteLimitType[] {
  return MINUTE_LIMIT_TYPES.filter((type) => type !== 'activity' || hasActivityTracking);
}

/** A limit counted in minutes, not money. */
export function isMinutes(limit: Pick<UserLimit, 'type'>): boolean {
  return (MINUTE_LIMIT_TYPES as readonly string[]).includes(limit.type);
}

/**
 * Where a limit's texts about a waiting change live: money limits speak of a new amount,
 * time limits of a change (`raiseWaiting`, `confirmRaise`, `confirmed` under it).
 */
export function changeTextsKey(limit: Pick<UserLimit, 'type'>): string {
  return isMinutes(limit) ? 'account.limits.time' : 'account.limits';
}

/** A time-out or self-exclusion, not a money limit. */
export function isBlock(limit: Pick<UserLimit, 'type'>): boolean {
  return limit.type in BLOCK_LENGTHS;
}

/** The message key of a limit's name: `account.limits.names.wager_day`, `….time_week`, `….bet`, `….coolingoff`. */
export function limitNameKey({ type, period }: LimitKind): string {
  const name = hasPeriod(type) && period ? `${type}_${period}` : type;
  return `account.limits.names.${name}`;
}

export function limitState(limit: Pick<UserLimit, 'status'>): LimitState {
  switch (limit.status) {
    case 'unconfirmed':
      return 'raise_waiting';
    case 'unconfirmed_disabled':
      return 'removal_waiting';
    default:
      return 'active';
  }
}

/** Whether a waiting change may be confirmed at `now` (ms): no sooner than its `confirmable_at`. */
export function canConfirm(limit: Pick<UserLimit, 'status' | 'confirmable_at'>, now: number): boolean {
  if (limitState(limit) === 'active' || !limit.confirmable_at) return false;
  return Date.parse(limit.confirmable_at) <= now;
}

/**
 * The usage bar of a limit with a period (money or minutes) or of a session or sign-in limit (the
 * open session's minutes, the longest sign-in's): `used` of `amount`, kept within the bar (a loss limit's use is negative after
 * wins; a lowered limit's can be over it). None for a stake limit, a reality check or a block.
 */
export function usage(
  limit: Pick<UserLimit, 'type' | 'amount' | 'used'>,
): { value: number; max: number } | null {
  const isUsedUp = hasPeriod(limit.type) || limit.type === 'sportsbook_session' || limit.type === 'session';
  if (!isUsedUp || limit.amount == null || limit.amount <= 0) return null;
  const used = limit.used ?? 0;
  return { value: Math.min(Math.max(used, 0), limit.amount), max: limit.amount };
}

/** What the player may still use of a limit this period (never below zero). */
export function roomLeft(limit: Pick<UserLimit, 'amount' | 'used'>): number {
  return Math.max((limit.amount ?? 0) - (limit.used ?? 0), 0);
}

/** The answer to setting a limit, in words: in force now, or waiting 24 hours for a confirmation. */
export function setOutcome(answer: Pick<UserLimit, 'status'>): 'in_force' | 'waiting' {
  return limitState(answer) === 'raise_waiting' ? 'waiting' : 'in_force';
}

/**
 * Time-outs and self-exclusions first, then by type (deposit, wager, loss, bet; reality check,
 * session, time) and period.
 */
export function sortLimits(limits: readonly UserLimit[]): UserLimit[] {
  const types: readonly string[] = [
    ...Object.keys(BLOCK_LENGTHS),
    ...MONEY_LIMIT_TYPES,
    ...MINUTE_LIMIT_TYPES,
  ];
  const periods: readonly (string | null | undefined)[] = LIMIT_PERIODS;
  const rank = (limit: UserLimit) => types.indexOf(limit.type) * 10 + periods.indexOf(limit.period) + 1;
  return [...limits].sort((a, b) => rank(a) - rank(b) || (a.currency ?? '').localeCompare(b.currency ?? ''));
}

/**
 * The limit of the same type, period and currency as one the player is about to set (a time limit
 * has no currency: `undefined`).
 */
export function findSame(
  limits: readonly UserLimit[],
  type: MoneyLimitType | MinuteLimitType,
  period: LimitPeriod,
  currency: string | undefined,
): UserLimit | undefined {
  return limits.find(
    (limit) =>
      limit.type === type &&
      (hasPeriod(type) ? limit.period === period : true) &&
      (currency === undefined || limit.currency === currency),
  );
}

/**
 * The next instant after `now` at which what the page shows changes by itself: a change becomes
 * confirmable, a period resets, a block ends. `null` when none is ahead.
 */
export function nextChangeAt(limits: readonly UserLimit[], now: number): number | null {
  let next: number | null = null;
  for (const limit of limits) {
    for (const at of [limit.confirmable_at, limit.resets_at, limit.ends_at]) {
      const time = at ? Date.parse(at) : NaN;
      if (time > now && (next === null || time < next)) next = time;
    }
  }
  return next;
}

/** The request that sets a money limit in the player's current currency (the server's default). */
export function moneyLimitRequest(type: MoneyLimitType, period: LimitPeriod, amount: string): LimitRequest {
  const request: LimitRequest = { type, amount: normalizeAmountInput(amount) };
  if (hasPeriod(type)) request.period = period;
  return request;
}

/** The minor units per unit of `currency`, from the player's account in it (cents when none is known). */
export function subunitsOf(
  currency: string | null | undefined,
  accounts: readonly Account[] | undefined,
): number {
  return accounts?.find((account) => account.currency === currency)?.subunits ?? 100;
}

/** The request that sets a reality check, session or time limit of `minutes`. */
export function minuteLimitRequest(
  type: MinuteLimitType,
  period: LimitPeriod,
  minutes: number,
): LimitRequest {
  const request: LimitRequest = { type, amount: String(minutes) };
  if (hasPeriod(type)) request.period = period;
  return request;
}

/** Hours and minutes as the player typed them, in minutes; an empty field is none, `null` if not whole numbers. */
export function minutesOf(hours: string, minutes: string): number | null {
  const parts = [hours.trim(), minutes.trim()];
  if (parts.some((part) => part !== '' && !/^\d{1,6}$/.test(part))) return null;
  const [wholeHours = 0, wholeMinutes = 0] = parts.map(Number);
  return wholeHours * 60 + wholeMinutes;
}

/** A number of minutes as the message that says it: `45 min`, `2 h`, `1 h 30 min`. */
export function durationText(total: number): { key: string; values: { hours: number; minutes: number } } {
  const whole = Math.max(Math.trunc(total), 0);
  const [hours, minutes] = [Math.floor(whole / 60), whole % 60];
  const form = hours === 0 ? 'minutes' : minutes === 0 ? 'hours' : 'hoursMinutes';
  return { key: `account.limits.time.duration.${form}`, values: { hours, minutes } };
}

/** The minutes a refused amount may be (`422 amount_invalid`'s `details.min` and `max`), if the answer says. */
export function allowedMinutes(details: Record<string, unknown>): { min: number; max: number } | null {
  const { min, max } = details;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}
