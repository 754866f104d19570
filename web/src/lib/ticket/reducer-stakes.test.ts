import { describe, expect, it } from 'vitest';
import { ticketReducer } from './reducer';
import { pick, run, stake, ticketOf } from './test-fixtures';

describe('the ticket: stakes', () => {
  it('sets a bet stake in minor units', () => {
    expect(run(ticketOf([pick(1)]), stake(0, 250)).bets[0]?.stake).toBe(250);
  });

  it('refuses a negative or fractional stake, or a bet that does not exist', () => {
    const ticket = ticketOf([pick(1)]);
    expect(ticketReducer(ticket, stake(0, -1))).toBe(ticket);
    expect(ticketReducer(ticket, stake(0, 1.5))).toBe(ticket);
    expect(ticketReducer(ticket, stake(3, 100))).toBe(ticket);
  });

  it('takes a system stake per line and keeps the total', () => {
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)]), {
      type: 'stakeChanged',
      betIndex: 1,
      stake: 100,
      per: 'line',
    });
    expect(ticket.bets[1]).toMatchObject({ systemId: '2/3', stake: 300 });
  });

  it('applies a stake preset from the settings, and no other amount', () => {
    const ticket = ticketOf([pick(1)]);
    expect(run(ticket, { type: 'stakePresetApplied', betIndex: 0, preset: 500 }).bets[0]?.stake).toBe(500);
    expect(ticketReducer(ticket, { type: 'stakePresetApplied', betIndex: 0, preset: 123 })).toBe(ticket);
  });

  it('computes the stake from a typed potential win', () => {
    const ticket = run(ticketOf([pick(1), pick(2)]), { type: 'desiredWinChanged', betIndex: 0, win: 2000 });
    expect(ticket.bets[0]).toMatchObject({ stake: 500, stakeSource: 'potential_win', desiredWin: 2000 });
  });

  it('goes back to stake staking when a stake is typed', () => {
    const ticket = run(
      ticketOf([pick(1)]),
      { type: 'desiredWinChanged', betIndex: 0, win: 2000 },
      stake(0, 50),
    );
    expect(ticket.bets[0]).toMatchObject({ stake: 50, stakeSource: 'stake', desiredWin: null });
  });

  it('clears the stakes when the currency changes (decision 009)', () => {
    const ticket = run(ticketOf([pick(1)]), stake(0, 1000), {
      type: 'currencyChanged',
      currency: 'BTC',
      subunits: 100_000_000,
    });
    expect(ticket).toMatchObject({ currency: 'BTC', subunits: 100_000_000 });
    expect(ticket.bets[0]).toMatchObject({ stake: 0, stakeSource: 'stake' });
  });

  it('ignores a currency change to the same currency', () => {
    const ticket = run(ticketOf([pick(1)]), stake(0, 1000));
    expect(ticketReducer(ticket, { type: 'currencyChanged', currency: 'EUR', subunits: 100 })).toBe(ticket);
  });

  it('takes new settings', () => {
    const ticket = ticketOf([pick(1)]);
    const next = run(ticket, {
      type: 'settingsChanged',
      settings: { ...ticket.settings, oddsAcceptMode: 'any' },
    });
    expect(next.settings.oddsAcceptMode).toBe('any');
  });
});
