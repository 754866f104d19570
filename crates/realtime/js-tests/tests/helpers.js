// Shared helpers: start the Rust test server, call its control API, and wait for client events.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';

const SERVER_BIN = process.env.RT_SERVER_BIN;
export const SECRET = 'test-secret';

/** Starts a test server; resolves once it prints its address. */
export function startServer(env = {}) {
  if (!SERVER_BIN) throw new Error('RT_SERVER_BIN is not set (run through run.sh)');
  // The memory broker unless a test asks for Redis: the parent's REDIS_URL is not inherited.
  const { REDIS_URL: _ignored, ...inherited } = process.env;
  const proc = spawn(SERVER_BIN, [], {
    env: { ...inherited, RT_SECRET: SECRET, RT_ADDR: '127.0.0.1:0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening on (\S+)/);
      if (m) {
        const addr = m[1];
        resolve({
          proc,
          base: `http://${addr}`,
          url: `ws://${addr}/connection/websocket`,
          api: (path, body) => api(`http://${addr}`, path, body),
          stop: () => new Promise((done) => { proc.removeAllListeners('exit'); proc.on('exit', done); proc.kill(); }),
        });
      }
    });
  });
}

export async function api(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** A connection token made by the server's own helper. */
export async function token(server, user, ttlSecs, channel) {
  const body = { user };
  if (ttlSecs) body.ttl_secs = ttlSecs;
  if (channel) body.channel = channel;
  return (await server.api('/api/token', body)).token;
}

/** An HS256 JWT signed here, for claims the server helper does not make (expired, forged). */
export function signJwt(claims, secret = SECRET) {
  const b64 = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');
  const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const clients = new Set();

/** Disconnects every client a test file made, so a failed test cannot keep the process alive. */
export function closeClients() {
  for (const c of clients) c.disconnect();
  clients.clear();
}

/** A client with test-friendly reconnect timings; `frames` records every incoming text frame. */
export function client(url, options = {}) {
  const frames = [];
  class SpyWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(typeof url === 'function' ? url() : address, protocols);
      this.addEventListener('message', (e) => frames.push(String(e.data)));
    }
  }
  const endpoint = typeof url === 'function' ? url() : url;
  const c = new Centrifuge(endpoint, {
    websocket: SpyWebSocket,
    minReconnectDelay: 200,
    maxReconnectDelay: 1000,
    timeout: 3000,
    ...options,
  });
  c.frames = frames;
  clients.add(c);
  return c;
}

/** Resolves with the next `event` from `emitter` that satisfies `accept`. */
export function next(emitter, event, accept = () => true, ms = 5000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.removeListener(event, on);
      reject(new Error(`timed out waiting for ${event}`));
    }, ms);
    function on(ctx) {
      if (!accept(ctx)) return;
      clearTimeout(timer);
      emitter.removeListener(event, on);
      resolve(ctx);
    }
    emitter.on(event, on);
  });
}

/** Collects `count` publications from a subscription. */
export function collect(sub, count, ms = 5000) {
  const seen = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`got ${seen.length} of ${count} publications`)), ms);
    sub.on('publication', function on(ctx) {
      seen.push(ctx);
      if (seen.length === count) {
        clearTimeout(timer);
        sub.removeListener('publication', on);
        resolve(seen);
      }
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
