// Two server processes on one Redis: fan-out across processes and recovery on the other process
// (docs/realtime-protocol.md §8).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createConnection } from 'node:net';
import { startServer, client, next, collect, token, closeClients } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL;

function redisAnswers(url) {
  if (!url) return Promise.resolve(false);
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.on('connect', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const available = await redisAnswers(REDIS_URL);
const prefix = `rt-test-${process.pid}-${Date.now()}`;
let a;
let b;

before(async () => {
  if (!available) return;
  const env = { REDIS_URL, RT_PREFIX: prefix };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});
after(async () => {
  closeClients();
  if (a) await a.stop();
  if (b) await b.stop();
  if (available) await deleteKeys(REDIS_URL, `${prefix}.*`);
});

/** Deletes this run's keys with one EVAL sent as a raw RESP command. */
function deleteKeys(url, pattern) {
  const script = "for _, k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end";
  const args = ['EVAL', script, '0', pattern];
  const resp = `*${args.length}\r\n${args.map((x) => `$${Buffer.byteLength(x)}\r\n${x}\r\n`).join('')}`;
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => socket.write(resp));
    socket.on('data', () => { socket.end(); resolve(); });
    socket.on('error', () => resolve());
  });
}

test('a client on process A receives a publication made on process B', { skip: !available && 'no Redis' }, async () => {
  const c = client(a.url);
  c.connect();
  const sub = c.newSubscription('match-1');
  const subscribed = next(sub, 'subscribed');
  sub.subscribe();
  await subscribed;
  const got = collect(sub, 2);
  await b.api('/api/publish', { channel: 'match-1', data: { from: 'B' } });
  await a.api('/api/publish', { channel: 'match-1', data: { from: 'A' } });
  const pubs = await got;
  assert.deepEqual(pubs.map((p) => p.data.from), ['B', 'A']);
  assert.equal(pubs[1].offset, pubs[0].offset + 1, 'both processes share one offset sequence');
  c.disconnect();
});

test('a client moved from process A to process B recovers what it missed', { skip: !available && 'no Redis' }, async () => {
  let target = a.url;
  const c = client(() => target, { token: await token(a, 'judy'), minReconnectDelay: 800, maxReconnectDelay: 900 });
  c.connect();
  const sub = c.newSubscription('match-2');
  const subscribed = next(sub, 'subscribed');
  sub.subscribe();
  await subscribed;
  const first = next(sub, 'publication');
  await b.api('/api/publish', { channel: 'match-2', data: { n: 1 } });
  assert.equal((await first).data.n, 1);

  target = b.url;
  const connecting = next(c, 'connecting');
  await a.api('/api/disconnect', { user: 'judy', code: 3001, reason: 'shutdown' });
  await connecting;
  for (const n of [2, 3]) await a.api('/api/publish', { channel: 'match-2', data: { n } });
  const resubscribed = next(sub, 'subscribed');
  const missed = collect(sub, 2);
  const ctx = await resubscribed;
  assert.equal(ctx.recovered, true);
  assert.deepEqual((await missed).map((p) => p.data.n), [2, 3]);
  const live = next(sub, 'publication');
  await a.api('/api/publish', { channel: 'match-2', data: { n: 4 } });
  assert.equal((await live).data.n, 4);
  c.disconnect();
});

test('a disconnect ordered on one process reaches the connection on the other', { skip: !available && 'no Redis' }, async () => {
  const c = client(b.url, { token: await token(a, 'ken') });
  c.connect();
  await next(c, 'connected');
  const disconnected = next(c, 'disconnected');
  await a.api('/api/disconnect', { user: 'ken', code: 3503, reason: 'force disconnect' });
  assert.equal((await disconnected).code, 3503);
});
