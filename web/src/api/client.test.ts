// @vitest-environment jsdom
// The API layer answers the first request for an inlined URL from the page's `#initial-data`, once;
// everything else, and the same request again, goes to the network.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const LIVE = '/api/sb/matches?limit=12&match_status=1&sort_by=sport_priority%2Cstart_time';

function inlineText(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-data';
  element.textContent = text;
  document.body.append(element);
}

function inline(answers: Record<string, unknown>) {
  inlineText(JSON.stringify(answers));
}

async function loadClient() {
  vi.resetModules();
  return import('./client');
}

describe('apiGet with data inlined by the server', () => {
  const network = vi.fn(async () => new Response(JSON.stringify({ data: 'from the network' })));

  beforeEach(() => {
    document.body.innerHTML = '';
    network.mockClear();
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first request from the page, then asks the network', async () => {
    inline({ [`sr ${LIVE}`]: { data: 'inlined' } });
    const { apiGet } = await loadClient();
    const query = { match_status: 1, limit: 12, sort_by: 'sport_priority,start_time' };
    await expect(apiGet('/matches', { locale: 'sr', params: query })).resolves.toEqual({ data: 'inlined' });
    expect(network).not.toHaveBeenCalled();
    expect(document.getElementById('initial-data')).toBeNull();

    await expect(apiGet('/matches', { locale: 'sr', params: query })).resolves.toEqual({
      data: 'from the network',
    });
    expect(network).toHaveBeenCalledOnce();
    expect(network.mock.calls[0]).toEqual([LIVE, expect.objectContaining({ method: 'GET' })]);
  });

  it('uses an answer only for the same language and URL', async () => {
    inline({ [`sr ${LIVE}`]: { data: 'inlined' }, 'en /api/sb/sports': { data: [] } });
    const { apiGet } = await loadClient();
    await apiGet('/matches', { locale: 'en', params: { match_status: 1, limit: 12 } });
    await apiGet('/sports', { locale: 'sr' });
    expect(network).toHaveBeenCalledTimes(2);
    await expect(apiGet('/sports', { locale: 'en' })).resolves.toEqual({ data: [] });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never answers a POST from the page', async () => {
    inline({ 'sr /api/sb/counters': { data: 'inlined' } });
    const { apiPost } = await loadClient();
    await expect(apiPost('/counters', { locale: 'sr', body: {} })).resolves.toEqual({
      data: 'from the network',
    });
  });

  it('goes to the network when the page has no usable data', async () => {
    inlineText('{ not json');
    const { apiGet } = await loadClient();
    await expect(apiGet('/sports', { locale: 'sr' })).resolves.toEqual({ data: 'from the network' });
  });
});

describe('the session token a host page gave', () => {
  const network = vi.fn(async () => new Response(JSON.stringify({ data: [] })));
  const sentHeaders = (call: number) =>
    (network.mock.calls[call] as unknown as [string, RequestInit])[1].headers;

  beforeEach(() => {
    sessionStorage.clear();
    network.mockClear();
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes with every request as a bearer header once set, and stops when cleared', async () => {
    const { apiGet, apiPost } = await loadClient();
    const { setBearerToken } = await import('./bearer-token');
    await apiGet('/sports', { locale: 'sr' });
    expect(sentHeaders(0)).not.toHaveProperty('Authorization');

    setBearerToken('host-token');
    await apiPost('/websocket/token', { locale: 'sr', body: {} });
    expect(sentHeaders(1)).toHaveProperty('Authorization', 'Bearer host-token');
    expect(sessionStorage.getItem('sb_bearer')).toBe('host-token');

    setBearerToken(null);
    await apiGet('/sports', { locale: 'sr' });
    expect(sentHeaders(2)).not.toHaveProperty('Authorization');
    expect(sessionStorage.getItem('sb_bearer')).toBeNull();
  });

  it('survives a reload of the frame through session storage', async () => {
    sessionStorage.setItem('sb_bearer', 'kept');
    const { apiGet } = await loadClient();
    await apiGet('/player', { locale: 'sr' });
    expect(sentHeaders(0)).toHaveProperty('Authorization', 'Bearer kept');
  });
});
