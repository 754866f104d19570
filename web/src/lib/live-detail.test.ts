import { describe, expect, it } from 'vitest';
import { cricketCard, liveDetail } from './live-detail';

const sets = [
  { home: 6, away: 4 },
  { home: 3, away: 2 },
];

describe('liveDetail', () => {
  it('gives a tennis match the games of the set in play, the points and who serves', () => {
    expect(
      liveDetail('tennis', {
        game_score: { home: '40', away: 'A' },
        current_server: 'away',
        period_score: sets,
      }),
    ).toEqual({
      kind: 'points',
      games: { home: 3, away: 2 },
      points: { home: '40', away: 'A' },
      server: 'away',
    });
  });

  it('gives a volleyball set its points and server but no games', () => {
    expect(
      liveDetail('volleyball', {
        game_score: { home: '21', away: '19' },
        current_server: 'home',
        period_score: sets,
      }),
    ).toEqual({ kind: 'points', games: null, points: { home: '21', away: '19' }, server: 'home' });
  });

  it('names no server the feed does not', () => {
    const detail = liveDetail('cs2', { game_score: { home: '7', away: '5' }, period_score: [] });
    expect(detail).toMatchObject({ kind: 'points', server: null });
  });

  it('reads each cricket side’s card', () => {
    expect(
      liveDetail('cricket', { game_score: { home: '145/3 (17.2)', away: '0/0 (0.0)' }, period_score: [] }),
    ).toEqual({
      kind: 'cricket',
      cards: { home: { score: '145/3', overs: '17.2' }, away: { score: '0/0', overs: '0.0' } },
    });
  });

  it('has nothing to add without a game score', () => {
    expect(liveDetail('football', { game_score: null, period_score: [] })).toBeNull();
    expect(liveDetail('tennis', undefined)).toBeNull();
  });
});

describe('cricketCard', () => {
  it('keeps a card of another shape whole, as its score', () => {
    expect(cricketCard('145')).toEqual({ score: '145', overs: null });
  });
});
