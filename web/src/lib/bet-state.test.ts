import { describe, expect, it } from 'vitest';
import { betState, isOpen, outcomeKey, stateTone } from './bet-state';

describe('a bet in My Bets', () => {
  it('reads open bets from their status and settled ones from their result', () => {
    expect(betState({ status: 'submitted', result: 'no_results' })).toBe('submitted');
    expect(betState({ status: 'waiting_results', result: 'no_results' })).toBe('open');
    expect(betState({ status: 'rejected', result: 'no_results' })).toBe('rejected');
    expect(betState({ status: 'cancelled', result: 'canceled' })).toBe('cancelled');
  });

  it('maps every settled result to its own state', () => {
    const settled = (result: string) => betState({ status: 'done', result });
    expect(settled('win_entire')).toBe('won');
    expect(settled('lose_entire')).toBe('lost');
    expect(settled('refund_entire')).toBe('refunded');
    expect(settled('refund_half_win_other')).toBe('half_won');
    expect(settled('refund_half_lose_other')).toBe('half_lost');
    expect(settled('canceled')).toBe('cancelled');
    expect(settled('something_new')).toBe('settled');
  });

  it('gives wins a positive tone and losses a negative one, halves included', () => {
    expect(stateTone('won')).toBe('positive');
    expect(stateTone('half_won')).toBe('positive');
    expect(stateTone('lost')).toBe('negative');
    expect(stateTone('half_lost')).toBe('negative');
    expect(stateTone('rejected')).toBe('negative');
    expect(stateTone('refunded')).toBe('neutral');
    expect(stateTone('returned')).toBe('neutral');
    expect(stateTone('open')).toBe('pending');
  });

  it('shows an outcome only once settled, never for an open or rejected bet', () => {
    expect(isOpen('submitted')).toBe(true);
    expect(outcomeKey('open')).toBeNull();
    expect(outcomeKey('rejected')).toBeNull();
    expect(outcomeKey('won')).toBe('myBets.outcome.won');
    expect(outcomeKey('half_lost')).toBe('myBets.outcome.half_lost');
  });
});

describe('a won system that paid back less than its stake', () => {
  it('reads as returned, not won; paying the stake or more is won', () => {
    const system = (win: number) =>
      betState({ status: 'done', result: 'win_entire', stake: { value: 900 }, win_amount: win });
    expect(system(600)).toBe('returned');
    expect(outcomeKey(system(600))).toBe('myBets.outcome.returned');
    expect(system(900)).toBe('won');
    expect(system(2600)).toBe('won');
    expect(betState({ status: 'done', result: 'lose_entire', stake: { value: 900 }, win_amount: 0 })).toBe(
      'lost',
    );
  });
});
