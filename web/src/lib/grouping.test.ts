import { describe, expect, it } from 'vitest';
import { byPriority, groupBy, matchIdFromSlug } from './grouping';

describe('groupBy', () => {
  it('keeps groups in order of their first item and items in order', () => {
    const groups = groupBy(['a1', 'b1', 'a2', 'c1', 'b2'], (s) => s[0]);
    expect(groups).toEqual([
      { key: 'a', items: ['a1', 'a2'] },
      { key: 'b', items: ['b1', 'b2'] },
      { key: 'c', items: ['c1'] },
    ]);
  });
});

describe('byPriority', () => {
  it('puts the most prominent (lowest) priority first, then sorts by name', () => {
    const list = [
      { priority: 1, name: 'b' },
      { priority: 5, name: 'z' },
      { priority: 1, name: 'a' },
    ].sort(byPriority);
    expect(list.map((x) => x.name)).toEqual(['a', 'b', 'z']);
  });
});

describe('matchIdFromSlug', () => {
  it('reads the id at the end of a match slug', () => {
    expect(matchIdFromSlug('radnicki-vranje-vs-real-montoya-12345')).toBe(12345);
  });
  it('refuses category and league slugs', () => {
    expect(matchIdFromSlug('england')).toBeUndefined();
    expect(matchIdFromSlug('england-first-league')).toBeUndefined();
  });
});
