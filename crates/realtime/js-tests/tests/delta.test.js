// Fossil delta compression: negotiated per subscription, rebuilt by the client (docs/realtime-protocol.md §6).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, client, next, collect, closeClients } from './helpers.js';

let server;
before(async () => { server = await startServer(); });
after(async () => {
  closeClients();
  await server.stop();
});

function match(home, away) {
  const markets = Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Market ${i} München`, odds: [1500 + i, 2500, 3500] }));
  return { match: 1, home, away, markets };
}

test('a delta subscription receives patches and rebuilds every payload exactly', async () => {
  const c = client(server.url);
  c.connect();
  const sub = c.newSubscription('odds-1', { delta: 'fossil' });
  const subscribed = next(sub, 'subscribed');
  sub.subscribe();
  await subscribed;
  const payloads = [match(0, 0), match(1, 0), match(1, 1), { ...match(2, 1), note: 'é'.repeat(30) }, match(2, 2)];
  const got = collect(sub, payloads.length);
  for (const data of payloads) await server.api('/api/publish', { channel: 'odds-1', data });
  const pubs = await got;
  assert.deepEqual(pubs.map((p) => p.data), payloads);
  const deltaFrames = c.frames.filter((f) => f.includes('"delta":true') && f.includes('"pub"'));
  assert.ok(deltaFrames.length >= 2, `expected delta frames, saw ${deltaFrames.length}`);
  assert.ok(c.frames.some((f) => f.includes('"subscribe":{') && f.includes('"delta":true')));
  c.disconnect();
});

test('a plain subscription on the same channel gets full JSON', async () => {
  const c = client(server.url);
  c.connect();
  const sub = c.newSubscription('odds-2');
  sub.subscribe();
  await next(sub, 'subscribed');
  const got = collect(sub, 2);
  for (const data of [match(0, 0), match(0, 1)]) await server.api('/api/publish', { channel: 'odds-2', data });
  assert.deepEqual((await got).map((p) => p.data.away), [0, 1]);
  assert.ok(!c.frames.some((f) => f.includes('"delta":true')));
  c.disconnect();
});

test('publications recovered after a reconnect arrive as a delta chain and rebuild exactly', async () => {
  const c = client(server.url, { minReconnectDelay: 800, maxReconnectDelay: 900 });
  c.connect();
  const sub = c.newSubscription('odds-3', { delta: 'fossil' });
  sub.subscribe();
  await next(sub, 'subscribed');
  const first = next(sub, 'publication');
  await server.api('/api/publish', { channel: 'odds-3', data: match(0, 0) });
  await first;
  const connecting = next(c, 'connecting');
  await server.api('/api/disconnect', { code: 3001, reason: 'shutdown' });
  await connecting;
  const missed = [match(1, 0), match(1, 1), match(2, 1)];
  for (const data of missed) await server.api('/api/publish', { channel: 'odds-3', data });
  const resubscribed = next(sub, 'subscribed');
  const got = collect(sub, missed.length);
  assert.equal((await resubscribed).recovered, true);
  assert.deepEqual((await got).map((p) => p.data), missed);
  const reply = c.frames.find((f) => f.includes('"was_recovering":true'));
  assert.equal(JSON.parse(reply.split('\n').find((l) => l.includes('was_recovering'))).subscribe.publications.filter((p) => p.delta).length, 2);
  const live = next(sub, 'publication');
  await server.api('/api/publish', { channel: 'odds-3', data: match(3, 1) });
  assert.deepEqual((await live).data, match(3, 1));
  c.disconnect();
});
