import { describe, expect, it } from 'vitest';
import type { UserLimit } from '@/api/types';
import accountEn from '@/i18n/messages/account-en.json';
import accountSr from '@/i18n/messages/account-sr.json';
import {
  BLOCK_LENGTHS,
  canConfirm,
  findSame,
  LIMIT_PERIODS,
  limitNameKey,
  limitState,
  MONEY_LIMIT_TYPES,
  moneyLimitRequest,
  nextChangeAt,
  roomLeft,
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
  it('asks only for names both languages have', () => {
    const kinds = [
      ...MONEY_LIMIT_TYPES.flatMap((type) => LIMIT_PERIODS.map((period) => ({ type, period }))),
      ...Object.keys(BLOCK_LENGTHS).map((type) => ({ type, period: null })),
    ];
    for (const kind of kinds) {
      for (const messages of [accountEn, accountSr]) {
        expect(typeof lookUp(messages, limitNameKey(kind)), limitNameKey(kind)).toBe('string');
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
  it('has no bar for a stake limit (it holds each bet) or a block', () => {
    expect(usage(limit({ type: 'bet', period: null }))).toBeNull();
    expect(usage(limit({ type: 'coolingoff', period: null, amount: null }))).toBeNull();
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
      },
    ];
    expect(subunitsOf('BTC', accounts)).toBe(100_000_000);
    expect(subunitsOf('EUR', accounts)).toBe(100);
  });
});
