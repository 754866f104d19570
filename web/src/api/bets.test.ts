import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeBets } from './bets';

afterEach(() => vi.unstubAllGlobals());

const payload = {
  meta: { device_id: 'd', quick: false, type: 'single' as const },
  bets: [{ stake: { value: '10.00', currency: 'EUR' }, selections: [] }],
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('placeBets', () => {
  it('posts the payload with the idempotency key and answers the bets', async () => {
    const fetch = answer(201, { data: [{ id: 5, status: 'submitted', is_vip: false, selections: [] }] });
    const outcome = await placeBets('sr', payload, 'k1');
    expect(outcome).toEqual({
      ok: true,
      answer: { data: [{ id: 5, status: 'submitted', is_vip: false, selections: [] }] },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sb/bets');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });
  it('maps a refusal envelope to the ticket failure, per bet too', async () => {
    answer(422, {
      error: {
        code: 'bet_rejected',
        message: 'Odds changed',
        details: {
          code: 101,
          key: 'error.place_bets.invalid_odds',
          bets: [{ index: 0, code: 101, key: 'k', localized_message: 'Kvota je promenjena' }],
        },
      },
    });
    expect(await placeBets('sr', payload, 'k2')).toEqual({
      ok: false,
      failure: {
        status: 422,
        code: 101,
        key: 'error.place_bets.invalid_odds',
        message: 'Odds changed',
        bets: [{ index: 0, code: 101, key: 'k', localized_message: 'Kvota je promenjena' }],
      },
    });
  });
  it('throws on a network failure so the store keeps the key for a retry', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await expect(placeBets('sr', payload, 'k3')).rejects.toBeInstanceOf(TypeError);
  });
});
