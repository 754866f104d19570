import { describe, expect, it } from 'vitest';
import { strategyFor, type RequestFacts } from './routing';

const ORIGIN = 'https://bet.example';

function get(path: string, mode = 'cors'): RequestFacts {
  return { method: 'GET', mode, url: `${ORIGIN}${path}` };
}

describe('strategyFor', () => {
  it('sends pages to the network, with the offline shell as the fallback', () => {
    expect(strategyFor(get('/sports', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/en/sports/football/premier-league-12?day=1', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page');
  });

  it("answers the build's hashed files from the cache first", () => {
    expect(strategyFor(get('/assets/index-xYS8r1uQ.js'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/assets/first-page-shared-Dz43co0Z.css', 'no-cors'), ORIGIN)).toBe('asset');
  });

  it('never answers the APIs, realtime, developer tools or the platform, even as pages', () => {
    for (const path of [
      '/api/sb/matches?live=true',
      '/api/platform/player/accounts',
      '/connection/websocket',
      '/dev/mailbox',
      '/platform/payment-frame?id=1',
      '/platform/payment-widget.js',
    ]) {
      expect(strategyFor(get(path), ORIGIN), path).toBe('network');
      expect(strategyFor(get(path, 'navigate'), ORIGIN), path).toBe('network');
    }
  });

  it('leaves other files, other origins and anything but GET to the browser', () => {
    expect(strategyFor(get('/manifest.webmanifest'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/sw.js'), ORIGIN)).toBe('network');
    expect(strategyFor({ method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/x.js' }, ORIGIN)).toBe(
      'network',
    );
    expect(strategyFor({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/sports` }, ORIGIN)).toBe(
      'network',
    );
    expect(strategyFor({ method: 'HEAD', mode: 'cors', url: `${ORIGIN}/assets/a.js` }, ORIGIN)).toBe(
      'network',
    );
  });
});
