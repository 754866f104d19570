// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBet } from '@/api/bets';
import '@/i18n/i18n';
import { loadMyBetsMessages } from '@/i18n/lazy-messages';
import { BetCard } from './bet-card';

beforeAll(() => loadMyBetsMessages());
afterEach(cleanup);

const selection = (id: string, match: string, odds: number) => ({
  id,
  status: 'open',
  market: { id: 1, name: 'Konačan ishod' },
  outcome: { id: 1, name: '1' },
  odds,
  match: { id: 9, name: match, sport_key: 'football', is_live: false },
  specifier: '',
  result: null,
});

const system: ServerBet = {
  id: 2,
  type: 'system',
  ref: 'SB00000002',
  status: 'waiting_results',
  stake: { value: 900, currency: 'EUR', subunits: 100 },
  win_amount: 5575,
  odds: 15.33,
  selections: [
    selection('2-0', 'A - B', 2.64),
    selection('2-1', 'C - D', 2.64),
    selection('2-2', 'E - F', 2.2),
  ],
  created_at: '2026-11-24T08:08:00Z',
  result: 'no_results',
  system: { id: '2/3', win_count: 2, total_count: 3, lines: 3, stake_per_line: 300 },
  is_vip: false,
};

describe('BetCard', () => {
  it('names the bet by its type and shows selections, stake, lines and potential win', () => {
    render(<BetCard bet={system} headingLevel={2} />);
    const article = screen.getByRole('article', { name: '2/3' });
    expect(within(article).getByText('Otvoren', { selector: 'header > [data-tone]' })).toBeTruthy();
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(article.textContent).toContain('Br. SB00000002');
    expect(article.textContent).toMatch(/3 × 3,00\sEUR/);
    expect(article.textContent).toMatch(/Mogući dobitak55,75\sEUR/);
  });

  it('gives a rejected bet its reason and no win', () => {
    const rejected = { ...system, type: 'single', system: null, status: 'rejected', reason: 'odds_changed' };
    rejected.selections = [selection('3-0', 'A - B', 1.9)];
    render(<BetCard bet={rejected} headingLevel={3} />);
    const article = screen.getByRole('article', { name: 'Pojedinačni' });
    expect(article.textContent).toContain('Kvote su se promenile');
    expect(article.textContent).not.toContain('Mogući dobitak');
  });

  it("shows a won bet's outcome with its payout, its settlement time and each selection's result", () => {
    const won: ServerBet = {
      ...system,
      type: 'combo',
      system: null,
      status: 'done',
      result: 'refund_half_win_other',
      win_amount: 1250,
      settled_at: '2026-11-24T10:15:00Z',
      selections: [
        { ...selection('4-0', 'A - B', 2.5), status: 'settled', result: 'half_win' },
        { ...selection('4-1', 'C - D', 1.5), status: 'settled', result: 'win', dead_heat_factor: 0.3333 },
        { ...selection('4-2', 'E - F', 3), status: 'cancelled', result: null },
      ],
    };
    render(<BetCard bet={won} headingLevel={2} />);
    const article = screen.getByRole('article', { name: 'Tripl' });
    expect(within(article).getByText('Polovično dobitan', { selector: 'header > [data-tone]' })).toBeTruthy();
    expect(within(article).getByTestId('bet-outcome').textContent).toMatch(/^Polovičan dobitak 12,50\sEUR$/);
    const results = within(article)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-result'));
    expect(results).toEqual(['half_won', 'won', 'void']);
    expect(article.textContent).toContain('Mrtva trka ×0,33');
    expect(article.textContent).toContain('Obračunat');
    expect(
      within(article).getByText((_, node) => node?.getAttribute('datetime') === won.settled_at),
    ).toBeTruthy();
    expect(article.textContent).not.toContain('Mogući dobitak');
  });

  it('says a lost bet is lost, without an amount', () => {
    const lost = { ...system, status: 'done', result: 'lose_entire', win_amount: 0 };
    render(<BetCard bet={lost} headingLevel={2} />);
    expect(screen.getByTestId('bet-outcome').textContent).toBe('Gubitan');
  });
});
