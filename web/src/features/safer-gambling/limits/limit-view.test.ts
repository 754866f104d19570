import { describe, expect, it } from 'vitest';
import type { UserLimit } from '@/api/types';
import accountEn from '@/i18n/messages/account-en.json';
import accountSr from '@/i18n/messages/account-sr.json';
import {
  allowedMinutes,
  BLOCK_LENGTHS,
  canConfirm,
  changeTextsKey,
  durationText,
  findSame,
  hasPeriod,
  isMinutes,
  isPerPeriodMinutes,
  LIMIT_PERIODS,
  limitNameKey,
  limitState,
  MINUTE_LIMIT_TYPES,
  minuteLimitRequest,
  minutesOf,
  MONEY_LIMIT_TYPES,
  moneyLimitRequest,
  nextChangeAt,
  offeredMinuteTypes,
  REALITY_CHECK_CHOICES,
  roomLeft,
  SESSION_LENGTH_CHOICES,
  setOutcome,
  sortLimits,
  subunitsOf,
  usage,
} from './limit-view';

const NOW = Date.parse('2026-03-10T12:00:00Z');

function limit(fields: Partial<UserLimit>): UserLimit {
  return {
    id: 1,
    type: 'wager',
    status: 'active',
    period: 'day',
    currency: 'EUR',
    amount: 200,
    used: 0,
    resets_at: '2026-03-11T00:00:00Z',
    created_at: '2026-03-10T08:00:00Z',
    ...fields,
  };
}

function lookUp(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('limitNameKey', () => {
  it('names a money limit by its type and period, a stake limit and a block by their type', () => {
    expect(limitNameKey(limit({}))).toBe('account.limits.names.wager_day');
    expect(limitNameKey(limit({ type: 'deposit', period: 'month' }))).toBe(
      'account.limits.names.deposit_month',
    );
    expect(limitNameKey(limit({ type: 'bet', period: null }))).toBe('account.limits.names.bet');
    expect(limitNameKey({ type: 'coolingoff', period: null })).toBe('account.limits.names.coolingoff');
  });
  it('names a time limit by its period, a session limit and a reality check by their type', () => {
    const minutes = { currency: null, resets_at: null };
    expect(limitNameKey(limit({ ...minutes, type: 'time', period: 'week' }))).toBe(
      'account.limits.names.time_week',
    );
    expect(limitNameKey(limit({ ...minutes, type: 'sportsbook_session', period: null }))).toBe(
      'account.limits.names.sportsbook_session',
    );
    expect(limitNameKey({ type: 'reality_check', period: null })).toBe('account.limits.names.reality_check');
  });
  it('asks only for names both languages have', () => {
    const withPeriods = [...MONEY_LIMIT_TYPES, 'time'].filter(hasPeriod);
    const kinds = [
      ...withPeriods.flatMap((type) => LIMIT_PERIODS.map((period) => ({ type, period }))),
      ...['bet', ...Object.keys(BLOCK_LENGTHS), 'reality_check', 'sportsbook_session'].map((type) => ({
        type,
        period: null,
      })),
    ];
    for (const kind of kinds) {
      for (const messages of [accountEn, accountSr]) {
        expect(typeof lookUp(messages, limitNameKey(kind)), limitNameKey(kind)).toBe('string');
      }
    }
  });
});

describe('hasPeriod, isMinutes and changeTextsKey', () => {
  it('gives deposit, wager, loss, time and activity limits a period, and no other', () => {
    expect(['deposit', 'wager', 'loss', 'time', 'activity'].every(hasPeriod)).toBe(true);
    expect(
      ['bet', 'coolingoff', 'selfexclusion', 'reality_check', 'sportsbook_session'].some(hasPeriod),
    ).toBe(false);
  });
  it('counts the reality check, session, time and activity limits in minutes, money limits and blocks not', () => {
    expect(MINUTE_LIMIT_TYPES.every((type) => isMinutes({ type }))).toBe(true);
    expect(offeredMinuteTypes(true)).toContain('activity');
    expect(offeredMinuteTypes(false)).toEqual(['reality_check', 'sportsbook_session', 'session', 'time']);
    expect(MINUTE_LIMIT_TYPES.filter(isPerPeriodMinutes)).toEqual(['time', 'activity']);
    expect([...MONEY_LIMIT_TYPES, 'coolingoff'].some((type) => isMinutes({ type }))).toBe(false);
  });
  it('speaks of a new amount for money limits and of a change for time limits, in both languages', () => {
    expect(changeTextsKey({ type: 'wager' })).toBe('account.limits');
    expect(changeTextsKey({ type: 'time' })).toBe('account.limits.time');
    for (const type of ['loss', 'reality_check']) {
      for (const text of ['raiseWaiting', 'confirmRaise', 'confirmed']) {
        const key = `${changeTextsKey({ type })}.${text}`;
        for (const messages of [accountEn, accountSr])
          expect(typeof lookUp(messages, key), key).toBe('string');
      }
    }
  });
});

describe('limitState and setOutcome', () => {
  it('reads the wire statuses as in force, a raise waiting and a removal waiting', () => {
    expect(limitState({ status: 'active' })).toBe('active');
    expect(limitState({ status: 'unconfirmed' })).toBe('raise_waiting');
    expect(limitState({ status: 'unconfirmed_disabled' })).toBe('removal_waiting');
  });
  it('says a first or lower amount is in force now and a higher one waits', () => {
    expect(setOutcome({ status: 'active' })).toBe('in_force');
    expect(setOutcome({ status: 'unconfirmed' })).toBe('waiting');
  });
});

describe('canConfirm', () => {
  const waiting = limit({
    status: 'unconfirmed',
    pending_amount: 500,
    confirmable_at: '2026-03-11T12:00:00Z',
  });
  it('holds Confirm back until the 24 hours have passed', () => {
    expect(canConfirm(waiting, NOW)).toBe(false);
    expect(canConfirm(waiting, Date.parse('2026-03-11T11:59:59Z'))).toBe(false);
  });
  it('allows it from the confirmable instant on, for a raise or a removal', () => {
    expect(canConfirm(waiting, Date.parse('2026-03-11T12:00:00Z'))).toBe(true);
    const removal = { ...waiting, status: 'unconfirmed_disabled', pending_amount: null };
    expect(canConfirm(removal, Date.parse('2026-03-12T00:00:00Z'))).toBe(true);
  });
  it('has nothing to confirm on a limit in force', () => {
    expect(canConfirm(limit({ confirmable_at: '2026-03-01T00:00:00Z' }), NOW)).toBe(false);
  });
});

describe('usage and roomLeft', () => {
  it('draws what the period used of the amount', () => {
    expect(usage(limit({ used: 150 }))).toEqual({ value: 150, max: 200 });
    expect(roomLeft(limit({ used: 150 }))).toBe(50);
  });
  it('keeps the bar within bounds: a loss limit after wins, a limit lowered below its use', () => {
    expect(usage(limit({ type: 'loss', used: -300 }))).toEqual({ value: 0, max: 200 });
    expect(roomLeft(limit({ type: 'loss', used: -300 }))).toBe(500);
    expect(usage(limit({ used: 900 }))).toEqual({ value: 200, max: 200 });
    expect(roomLeft(limit({ used: 900 }))).toBe(0);
  });
  it('has no bar for a stake limit (it holds each bet), a reality check or a block', () => {
    expect(usage(limit({ type: 'bet', period: null }))).toBeNull();
    expect(usage(limit({ type: 'reality_check', period: null, currency: null, amount: 30 }))).toBeNull();
    expect(usage(limit({ type: 'coolingoff', period: null, amount: null }))).toBeNull();
  });
  it("draws a time limit's minutes this period and a session limit's minutes of the open session", () => {
    const minutes = { currency: null, amount: 120 };
    expect(usage(limit({ ...minutes, type: 'time', used: 35 }))).toEqual({ value: 35, max: 120 });
    expect(roomLeft(limit({ ...minutes, type: 'time', used: 35 }))).toBe(85);
    const session = limit({ ...minutes, type: 'sportsbook_session', period: null, resets_at: null, used: 0 });
    expect(usage(session)).toEqual({ value: 0, max: 120 });
    expect(usage({ ...session, used: 200 })).toEqual({ value: 120, max: 120 });
    expect(usage({ ...session, type: 'session', used: 45 })).toEqual({ value: 45, max: 120 });
  });
});

describe('sortLimits', () => {
  it('lists blocks first, then deposit, wager, loss and stake limits, each by period', () => {
    const sorted = sortLimits([
      limit({ id: 1, type: 'bet', period: null }),
      limit({ id: 2, type: 'wager', period: 'month' }),
      limit({ id: 3, type: 'deposit', period: 'week' }),
      limit({ id: 4, type: 'wager', period: 'day' }),
      limit({ id: 5, type: 'selfexclusion', period: null }),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([5, 3, 4, 2, 1]);
  });
  it('lists time limits after money limits: reality check, session, then time by period', () => {
    const sorted = sortLimits([
      limit({ id: 1, type: 'time', period: 'week', currency: null }),
      limit({ id: 2, type: 'sportsbook_session', period: null, currency: null }),
      limit({ id: 3, type: 'bet', period: null }),
      limit({ id: 4, type: 'time', period: 'day', currency: null }),
      limit({ id: 5, type: 'reality_check', period: null, currency: null }),
      limit({ id: 6, type: 'coolingoff', period: null, currency: null }),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([6, 3, 5, 2, 4, 1]);
  });
});

describe('findSame', () => {
  const limits = [
    limit({ id: 1 }),
    limit({ id: 2, type: 'bet', period: null }),
    limit({ id: 3, currency: 'BTC' }),
  ];
  it('finds the limit a new amount would change: same type, period and currency', () => {
    expect(findSame(limits, 'wager', 'day', 'EUR')?.id).toBe(1);
    expect(findSame(limits, 'wager', 'day', 'BTC')?.id).toBe(3);
    expect(findSame(limits, 'wager', 'week', 'EUR')).toBeUndefined();
  });
  it('ignores the period for a stake limit', () => {
    expect(findSame(limits, 'bet', 'month', 'EUR')?.id).toBe(2);
  });
  it('finds a time limit by its period, a session limit and a reality check by their type', () => {
    const timed = [
      limit({ id: 4, type: 'time', period: 'day', currency: null }),
      limit({ id: 5, type: 'reality_check', period: null, currency: null }),
    ];
    expect(findSame(timed, 'time', 'day', undefined)?.id).toBe(4);
    expect(findSame(timed, 'time', 'month', undefined)).toBeUndefined();
    expect(findSame(timed, 'reality_check', 'week', undefined)?.id).toBe(5);
    expect(findSame(timed, 'sportsbook_session', 'day', undefined)).toBeUndefined();
  });
});

describe('nextChangeAt', () => {
  it('is the earliest future confirmation, reset or end', () => {
    const limits = [
      limit({ resets_at: '2026-03-11T00:00:00Z' }),
      limit({
        status: 'unconfirmed',
        confirmable_at: '2026-03-10T18:00:00Z',
        resets_at: '2026-03-16T00:00:00Z',
      }),
      limit({ type: 'coolingoff', resets_at: null, ends_at: '2026-03-10T11:00:00Z' }),
    ];
    expect(nextChangeAt(limits, NOW)).toBe(Date.parse('2026-03-10T18:00:00Z'));
  });
  it('is null when nothing lies ahead', () => {
    expect(nextChangeAt([limit({ type: 'bet', period: null, resets_at: null })], NOW)).toBeNull();
  });
});

describe('moneyLimitRequest', () => {
  it('sends the amount as decimal text with the period', () => {
    expect(moneyLimitRequest('wager', 'day', ' 2,00 ')).toEqual({
      type: 'wager',
      period: 'day',
      amount: '2.00',
    });
  });
  it('sends no period for a stake limit', () => {
    expect(moneyLimitRequest('bet', 'week', '10')).toEqual({ type: 'bet', amount: '10' });
  });
});

describe('minuteLimitRequest', () => {
  it('sends whole minutes, with the period for a time limit only', () => {
    expect(minuteLimitRequest('time', 'week', 600)).toEqual({ type: 'time', period: 'week', amount: '600' });
    expect(minuteLimitRequest('reality_check', 'day', 30)).toEqual({ type: 'reality_check', amount: '30' });
    expect(minuteLimitRequest('sportsbook_session', 'month', 90)).toEqual({
      type: 'sportsbook_session',
      amount: '90',
    });
  });
  it('offers only choices the server takes', () => {
    expect(REALITY_CHECK_CHOICES.every((minutes) => minutes >= 1 && minutes <= 480)).toBe(true);
    expect(SESSION_LENGTH_CHOICES.every((minutes) => minutes >= 1 && minutes <= 1440)).toBe(true);
  });
});

describe('minutesOf', () => {
  it('adds whole hours and minutes; an empty field is none', () => {
    expect(minutesOf('2', '')).toBe(120);
    expect(minutesOf(' 1 ', '30')).toBe(90);
    expect(minutesOf('', '45')).toBe(45);
    expect(minutesOf('', '')).toBe(0);
  });
  it('refuses what is not a whole number', () => {
    expect(minutesOf('1.5', '')).toBeNull();
    expect(minutesOf('2', '-5')).toBeNull();
    expect(minutesOf('two', '')).toBeNull();
  });
});

describe('durationText', () => {
  it('says minutes, hours, or both', () => {
    expect(durationText(45)).toEqual({
      key: 'account.limits.time.duration.minutes',
      values: { hours: 0, minutes: 45 },
    });
    expect(durationText(120)).toEqual({
      key: 'account.limits.time.duration.hours',
      values: { hours: 2, minutes: 0 },
    });
    expect(durationText(10_080).values).toEqual({ hours: 168, minutes: 0 });
    expect(durationText(90)).toEqual({
      key: 'account.limits.time.duration.hoursMinutes',
      values: { hours: 1, minutes: 30 },
    });
  });
  it('asks only for texts both languages have', () => {
    for (const minutes of [5, 60, 75]) {
      const { key } = durationText(minutes);
      for (const messages of [accountEn, accountSr]) expect(typeof lookUp(messages, key), key).toBe('string');
    }
  });
  it('says no time as 0 min', () => {
    expect(durationText(0)).toEqual({
      key: 'account.limits.time.duration.minutes',
      values: { hours: 0, minutes: 0 },
    });
  });
});

describe('allowedMinutes', () => {
  it("reads the range from a refused amount's details", () => {
    expect(allowedMinutes({ field: 'amount', min: 1, max: 1440 })).toEqual({ min: 1, max: 1440 });
    expect(allowedMinutes({ field: 'amount' })).toBeNull();
  });
});

describe('subunitsOf', () => {
  it("takes the unit from the player's account in the currency, cents otherwise", () => {
    const accounts = [
      {
        currency: 'BTC',
        subunits: 100_000_000,
        balance: 0,
        active: true,
        current: false,
        available_to_bet_with_locked_cents: 0,
        version: 0,
      },
    ];
    expect(subunitsOf('BTC', accounts)).toBe(100_000_000);
    expect(subunitsOf('EUR', accounts)).toBe(100);
  });
});
