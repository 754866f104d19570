import { describe, expect, it } from 'vitest';
import { ticketSettings } from './settings';

describe('the ticket settings', () => {
  it('come from the server form', () => {
    expect(
      ticketSettings({
        auto_accept_odds_change: 'higher',
        multi_bet_settings: { available_by_provider: { betradar: true, oddin: false } },
        stakes: [100, 500, 0, 2.5],
      }),
    ).toEqual({
      oddsAcceptMode: 'higher',
      multiSingleAvailableByProvider: { betradar: true, oddin: false },
      stakePresets: [100, 500],
    });
  });

  it('default the odds-accept mode to none', () => {
    const settings = ticketSettings({
      auto_accept_odds_change: 'lower',
      multi_bet_settings: { available_by_provider: {} },
      stakes: [],
    });
    expect(settings.oddsAcceptMode).toBe('none');
  });
});
