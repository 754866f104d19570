import { describe, expect, it } from 'vitest';
import { foldName, teamsNamed } from './search-text';

describe('foldName', () => {
  it('drops case and diacritics, as the server does', () => {
    expect(foldName('Čukarički')).toBe('cukaricki');
    expect(foldName('Mađarska')).toBe('madarska');
    expect(foldName('Strandå Open')).toBe('stranda open');
    expect(foldName('Łódź Kraków')).toBe('lodz krakow');
    expect(foldName('Ørsted')).toBe('orsted');
  });
});

describe('teamsNamed', () => {
  const hungary = { id: 1, name: 'Mađarska' };
  const norway = { id: 2, name: 'Norveška' };
  const spain = { id: 3, name: 'Španija' };
  const later = { id: 10, start_time: '2026-11-28T17:30:00Z', competitors: [hungary, spain] };
  const sooner = { id: 11, start_time: '2026-11-25T17:30:00Z', competitors: [norway, hungary] };

  it('finds the teams whose name contains the query without its accents, each with its earliest match', () => {
    expect(teamsNamed([later, sooner], 'MADAR')).toEqual([{ team: hungary, next: sooner }]);
  });

  it('keeps the order in which the teams first appear', () => {
    expect(teamsNamed([later, sooner], 'ja').map((hit) => hit.team.name)).toEqual(['Španija']);
    expect(teamsNamed([later, sooner], 'ska').map((hit) => hit.team.name)).toEqual(['Mađarska', 'Norveška']);
  });

  it('names no team for a query that is in no team name', () => {
    expect(teamsNamed([later, sooner], 'madjarska')).toEqual([]);
    expect(teamsNamed([later, sooner], '  ')).toEqual([]);
  });
});
