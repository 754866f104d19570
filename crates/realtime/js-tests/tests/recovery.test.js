// Reconnect after a forced close and recover what was missed; terminal versus reconnect close codes
// (docs/realtime-protocol.md §4 and §5.3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, client, next, collect, token, sleep, closeClients } from './helpers.js';

let server;
before(async () => { server = await startServer(); });
after(async () => {
  closeClients();
  await server.stop();
});

async function subscribed(c, channel, options) {
  const sub = c.newSubscription(channel, options);
  const ready = next(sub, 'subscribed');
  sub.subscribe();
  return { sub, ctx: await ready };
}

test('after a forced reconnect the client recovers missed publications with recovered true', async () => {
  const c = client(server.url, { token: await token(server, 'bob'), minReconnectDelay: 800, maxReconnectDelay: 900 });
  c.connect();
  await next(c, 'connected');
  const { sub } = await subscribed(c, 'scores-1');
  const first = next(sub, 'publication');
  await server.api('/api/publish', { channel: 'scores-1', data: { n: 1 } });
  assert.equal((await first).data.n, 1);

  const connecting = next(c, 'connecting');
  await server.api('/api/disconnect', { user: 'bob', code: 3001, reason: 'shutdown' });
  const reason = await connecting;
  assert.equal(reason.code, 3001);
  for (const n of [2, 3]) await server.api('/api/publish', { channel: 'scores-1', data: { n } });

  const resubscribed = next(sub, 'subscribed');
  const missed = collect(sub, 2);
  const ctx = await resubscribed;
  assert.equal(ctx.wasRecovering, true);
  assert.equal(ctx.recovered, true);
  assert.deepEqual((await missed).map((p) => p.data.n), [2, 3]);
  c.disconnect();
});

test('a client that missed more than the history keeps resubscribes with recovered false', async () => {
  const small = await startServer({ RT_HISTORY_SIZE: '2' });
  try {
    const c = client(small.url, { token: await token(small, 'carol'), minReconnectDelay: 800, maxReconnectDelay: 900 });
    c.connect();
    const { sub } = await subscribed(c, 'scores-2');
    const first = next(sub, 'publication');
    await small.api('/api/publish', { channel: 'scores-2', data: { n: 1 } });
    await first;
    const connecting = next(c, 'connecting');
    await small.api('/api/disconnect', { user: 'carol', code: 3011, reason: 'force reconnect' });
    assert.equal((await connecting).code, 3011);
    for (const n of [2, 3, 4, 5]) await small.api('/api/publish', { channel: 'scores-2', data: { n } });
    const ctx = await next(sub, 'subscribed');
    assert.equal(ctx.wasRecovering, true);
    assert.equal(ctx.recovered, false);
    assert.equal(ctx.streamPosition.offset, 5);
    c.disconnect();
  } finally {
    await small.stop();
  }
});

for (const [code, terminal] of [[3503, true], [4501, true], [4000, false], [3012, false]]) {
  test(`close code ${code} is ${terminal ? 'terminal' : 'followed by a reconnect'}`, async () => {
    const user = `u${code}`;
    const c = client(server.url, { token: await token(server, user) });
    c.connect();
    await next(c, 'connected');
    const outcome = Promise.race([
      next(c, 'disconnected').then((ctx) => ({ state: 'disconnected', code: ctx.code })),
      next(c, 'connecting').then((ctx) => ({ state: 'connecting', code: ctx.code })),
    ]);
    await server.api('/api/disconnect', { user, code, reason: 'test close' });
    assert.deepEqual(await outcome, { state: terminal ? 'disconnected' : 'connecting', code });
    if (!terminal) await next(c, 'connected');
    await sleep(50);
    assert.equal(c.state, terminal ? 'disconnected' : 'connected');
    c.disconnect();
  });
}

test('an oversized message closes with 1009 and the client does not reconnect', async () => {
  const c = client(server.url);
  const other = client(server.url);
  c.connect();
  other.connect();
  await next(other, 'connected');
  const { sub } = await subscribed(c, 'chat:big');
  const disconnected = next(c, 'disconnected');
  sub.publish({ blob: 'x'.repeat(70000) }).catch(() => {});
  const ctx = await disconnected;
  assert.equal(ctx.code, 3);
  assert.equal(other.state, 'connected');
  other.disconnect();
});
