// Connection token expiry and refresh, invalid tokens, and subscription tokens for `$` channels
// (docs/realtime-protocol.md §3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, client, next, token, signJwt, closeClients } from './helpers.js';

let server;
before(async () => { server = await startServer(); });
after(async () => {
  closeClients();
  await server.stop();
});

const now = () => Math.floor(Date.now() / 1000);

test('an expired connection token gets 109 and the client fetches a fresh one', async () => {
  let calls = 0;
  const c = client(server.url, {
    token: signJwt({ sub: 'dave', exp: now() - 10 }),
    getToken: async () => { calls += 1; return token(server, 'dave', 60); },
  });
  const connected = next(c, 'connected');
  c.connect();
  await connected;
  assert.equal(calls, 1);
  c.disconnect();
});

test('a connection token about to expire is refreshed over the same connection', async () => {
  let calls = 0;
  const c = client(server.url, {
    token: await token(server, 'erin', 1),
    getToken: async () => { calls += 1; return token(server, 'erin', 60); },
  });
  const connected = next(c, 'connected');
  c.connect();
  const first = await connected;
  await new Promise((r) => setTimeout(r, 2500));
  assert.equal(calls, 1);
  assert.equal(c.state, 'connected');
  const ids = c.frames.filter((f) => f.includes('"connect"')).length;
  assert.equal(ids, 1, 'no reconnect happened');
  assert.ok(first.client);
  c.disconnect();
});

test('a token with a bad signature closes with 3500 and the client stays down', async () => {
  const c = client(server.url, { token: signJwt({ sub: 'mallory' }, 'wrong-secret') });
  const disconnected = next(c, 'disconnected');
  c.connect();
  assert.equal((await disconnected).code, 3500);
});

test('a private channel without a token is refused with 103 while others carry on', async () => {
  const c = client(server.url, { token: await token(server, 'frank') });
  c.connect();
  const secret = c.newSubscription('$private:frank');
  const open = c.newSubscription('news-open');
  const refused = next(secret, 'unsubscribed');
  secret.subscribe();
  open.subscribe();
  assert.equal((await refused).code, 103);
  await next(open, 'subscribed');
  assert.equal(c.state, 'connected');
  c.disconnect();
});

test('a token for another channel than the one subscribed closes the connection with 3500', async () => {
  const c = client(server.url, { token: await token(server, 'grace') });
  c.connect();
  const stolen = c.newSubscription('$private:heidi', {
    getToken: async () => token(server, 'grace', 60, '$private:grace'),
  });
  const closed = next(c, 'disconnected');
  stolen.subscribe();
  assert.equal((await closed).code, 3500);
});

test('a subscription token opens a private channel and is refreshed before it expires', async () => {
  let calls = 0;
  const c = client(server.url, { token: await token(server, 'ivan') });
  c.connect();
  const sub = c.newSubscription('$private:ivan', {
    getToken: async (ctx) => { calls += 1; return token(server, 'ivan', calls === 1 ? 1 : 60, ctx.channel); },
  });
  const subscribed = next(sub, 'subscribed');
  sub.subscribe();
  await subscribed;
  const got = next(sub, 'publication');
  await server.api('/api/publish', { channel: '$private:ivan', data: { bet: 'won' } });
  assert.deepEqual((await got).data, { bet: 'won' });
  await new Promise((r) => setTimeout(r, 2500));
  assert.equal(calls, 2);
  assert.equal(sub.state, 'subscribed');
  assert.ok(c.frames.some((f) => f.includes('"sub_refresh"')));
  c.disconnect();
});
