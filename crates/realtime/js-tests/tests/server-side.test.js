// Server-side subscriptions from the connection token's `channels` claim, recovered on reconnect
// (docs/realtime-protocol.md §7).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, client, next, signJwt, closeClients } from './helpers.js';

let server;
before(async () => { server = await startServer(); });
after(async () => {
  closeClients();
  await server.stop();
});

test('a channel named in the token is subscribed by the server and recovered after a reconnect', async () => {
  const c = client(server.url, {
    token: signJwt({ sub: 'zed', channels: ['personal-zed'] }),
    minReconnectDelay: 800,
    maxReconnectDelay: 900,
  });
  const subscribed = next(c, 'subscribed', (ctx) => ctx.channel === 'personal-zed');
  c.connect();
  await subscribed;
  const first = next(c, 'publication', (ctx) => ctx.channel === 'personal-zed');
  await server.api('/api/publish', { channel: 'personal-zed', data: { bet: 1 } });
  assert.deepEqual((await first).data, { bet: 1 });

  const connecting = next(c, 'connecting');
  await server.api('/api/disconnect', { user: 'zed', code: 3001, reason: 'shutdown' });
  await connecting;
  await server.api('/api/publish', { channel: 'personal-zed', data: { bet: 2 } });
  const resubscribed = next(c, 'subscribed', (ctx) => ctx.channel === 'personal-zed');
  const missed = next(c, 'publication', (ctx) => ctx.channel === 'personal-zed');
  const ctx = await resubscribed;
  assert.equal(ctx.recovered, true);
  assert.deepEqual((await missed).data, { bet: 2 });
  c.disconnect();
});
