// The server inlines the answers to the home page's first requests, keyed by their exact URL
// (crates/server/tests/api/first_paint.rs spells the same URLs): a change here must change there.
import { describe, expect, it } from 'vitest';
import { queryString } from '@/api/client';
import { HOME_BLOCKS } from './home-queries';

describe('home blocks', () => {
  it('ask the URLs the server inlines into the home page', () => {
    expect(queryString(HOME_BLOCKS.top)).toBe(
      '?bettable=true&limit=6&match_status=0&max_per_sport=2&sort_by=sport_priority%2Ctournament_priority%2Cstart_time',
    );
    expect(queryString(HOME_BLOCKS.live)).toBe(
      '?limit=12&match_status=1&max_per_sport=3&sort_by=sport_priority%2Ctournament_priority%2Cstart_time',
    );
    expect(queryString(HOME_BLOCKS.upcoming)).toBe('?limit=10&match_status=0&sort_by=start_time');
  });
});
