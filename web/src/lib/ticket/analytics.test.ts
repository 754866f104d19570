import { describe, expect, it } from 'vitest';
import { outcomeClickEvent, placedBetRecords } from './analytics';
import { pick, run, stake, ticketOf } from './test-fixtures';

describe('ticket analytics', () => {
  it('builds the outcome_add_click and outcome_delete_click events', () => {
    expect(outcomeClickEvent('outcome_add_click', pick(7, { odds: 1850 }))).toEqual({
      event: 'outcome_add_click',
      match_id: 7,
      market_id: 1,
      specifier: '',
      outcome_id: 1,
      odds: 1.85,
      match_status: 'prematch',
      sport: 'football',
      provider: 'betradar',
    });
    expect(outcomeClickEvent('outcome_delete_click', pick(7)).event).toBe('outcome_delete_click');
  });

  it('tracks a placed bet per selection with transactionId, contentIds and amount', () => {
    const ticket = run(
      ticketOf([pick(1), pick(2)]),
      stake(0, 1250),
      { type: 'placementStarted', idempotencyKey: 'k' },
      {
        type: 'placementSucceeded',
        bets: [{ id: 77, status: 'waiting_results', is_vip: false, selections: [{ odds: 2 }, { odds: 2 }] }],
      },
    );
    expect(placedBetRecords(ticket)).toEqual([
      { event: 'bet_placed', transactionId: '77', contentIds: ['1/1//1'], amount: '12.50' },
      { event: 'bet_placed', transactionId: '77', contentIds: ['2/1//1'], amount: '12.50' },
    ]);
  });

  it('tracks nothing before a bet is placed', () => {
    expect(placedBetRecords(run(ticketOf([pick(1)]), stake(0, 100)))).toEqual([]);
  });
});
