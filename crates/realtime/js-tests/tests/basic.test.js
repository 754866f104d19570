// Connect, subscribe, receive publications, and the request/reply commands, with the real client
// (docs/realtime-protocol.md §1–§3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, client, next, collect, token, closeClients } from './helpers.js';

let server;
before(async () => { server = await startServer(); });
after(async () => {
  closeClients();
  await server.stop();
});

test('an anonymous client connects and receives publications in order', async () => {
  const c = client(server.url);
  const connected = next(c, 'connected');
  c.connect();
  const ctx = await connected;
  assert.match(ctx.client, /^[0-9a-f-]{36}$/);
  const sub = c.newSubscription('news');
  const subscribed = next(sub, 'subscribed');
  sub.subscribe();
  const s = await subscribed;
  assert.equal(s.recoverable, true);
  assert.equal(s.positioned, true);
  const got = collect(sub, 3);
  for (const n of [1, 2, 3]) await server.api('/api/publish', { channel: 'news', data: { n } });
  const pubs = await got;
  assert.deepEqual(pubs.map((p) => p.data.n), [1, 2, 3]);
  assert.deepEqual(pubs.map((p) => p.offset), [pubs[0].offset, pubs[0].offset + 1, pubs[0].offset + 2]);
  c.disconnect();
});

test('a client with a connection token is that user, and rpc, presence and history answer', async () => {
  const c = client(server.url, { token: await token(server, 'alice') });
  c.connect();
  await next(c, 'connected');
  const echo = await c.rpc('echo', { ping: 1 });
  assert.deepEqual(echo.data, { user: 'alice', data: { ping: 1 } });
  await assert.rejects(c.rpc('nope', {}), (e) => e.code === 404);
  const sub = c.newSubscription('chat:room');
  sub.subscribe();
  await next(sub, 'subscribed');
  const presence = await sub.presence();
  assert.deepEqual(Object.values(presence.clients).map((i) => i.user), ['alice']);
  const stats = await sub.presenceStats();
  assert.equal(stats.numUsers, 1);
  const own = next(sub, 'publication');
  await sub.publish({ text: 'hi' });
  const p = await own;
  assert.deepEqual(p.data, { text: 'hi' });
  assert.equal(p.info.user, 'alice');
  const history = await sub.history({ limit: 10 });
  assert.deepEqual(history.publications.map((x) => x.data), [{ text: 'hi' }]);
  c.disconnect();
});

test('a client cannot publish where the channel does not allow it', async () => {
  const c = client(server.url);
  c.connect();
  const sub = c.newSubscription('news');
  sub.subscribe();
  await next(sub, 'subscribed');
  await assert.rejects(sub.publish({ x: 1 }), (e) => e.code === 103);
  c.disconnect();
});

test('an unknown namespace is refused with 102 and other subscriptions carry on', async () => {
  const c = client(server.url);
  c.connect();
  const bad = c.newSubscription('casino:1');
  const good = c.newSubscription('news');
  const refused = next(bad, 'unsubscribed');
  bad.subscribe();
  good.subscribe();
  assert.equal((await refused).code, 102);
  await next(good, 'subscribed');
  const got = next(good, 'publication');
  await server.api('/api/publish', { channel: 'news', data: { still: 'here' } });
  assert.deepEqual((await got).data, { still: 'here' });
  c.disconnect();
});

test('the client answers server pings and stays connected across several intervals', async () => {
  const fast = await startServer({ RT_PING_SECS: '1', RT_PONG_SECS: '1' });
  try {
    const c = client(fast.url);
    c.connect();
    await next(c, 'connected');
    await new Promise((r) => setTimeout(r, 3500));
    assert.equal(c.state, 'connected');
    assert.ok(c.frames.filter((f) => f === '{}').length >= 2, 'pings arrived');
    assert.equal(c.frames.filter((f) => f.includes('"connect"')).length, 1, 'no reconnect');
    c.disconnect();
  } finally {
    await fast.stop();
  }
});
