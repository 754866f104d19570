// A server of a spec's own, for site configurations the suite's server does not have (a parent
// origin to embed in, a user-group checker): a fresh database, the same seed and build, its own port.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';

export type OwnServer = {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** Requests to it, with a cookie jar of their own. */
  api: APIRequestContext;
  stop: () => Promise<void>;
};

/** The suite's API port plus `offset`: each spec with a server of its own takes its own offset. */
export function ownPort(offset: number): number {
  return Number(process.env.E2E_API_PORT ?? 8091) + offset;
}

/**
 * Starts the binary with `site` as its site configuration (and `vars` over the environment, e.g.
 * a faster feed) and waits until it answers.
 */
export async function startOwnServer(
  port: number,
  site: object,
  vars: Record<string, string> = {},
): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-own-'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SPORTSBOOK_ADDR: `127.0.0.1:${port}`,
    DATABASE_URL: `sqlite://${join(dir, 'db.sqlite')}`,
    SPORTSBOOK_SEED: '42',
    SPORTSBOOK_FEED_SPEED: '10',
    SPORTSBOOK_WEB_DIR: resolve('dist'),
    SPORTSBOOK_SITE_CONFIG: join(dir, 'site.json'),
    SPORTSBOOK_DEV_TOOLS: 'on',
    ...vars,
  };
  delete env.SPORTSBOOK_ADMIN_TOKEN; // no operator listener: the suite's server has that port
  const server = spawn(resolve(process.env.SPORTSBOOK_BIN ?? '../target/debug/sportsbook'), [], {
    stdio: 'ignore',
    env,
  });
  const origin = `http://127.0.0.1:${port}`;
  const api = await requests.newContext({ baseURL: origin });
  await expect
    .poll(
      () =>
        api.get('/healthz').then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  // Answered by this server, not by one that already held the port.
  await new Promise((done) => setTimeout(done, 300));
  expect(server.exitCode, `port ${port} is taken`).toBeNull();
  return {
    origin,
    api,
    stop: async () => {
      await api.dispose();
      server.kill('SIGKILL');
    },
  };
}

/**
 * A server of the spec's own with `site` on `ownPort(offset)`, started before the spec's first
 * test and stopped after its last; the getter throws when it did not start.
 */
export function serverOfThisSpec(offset: number, site: object): () => OwnServer {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    server = await startOwnServer(ownPort(offset), site);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (server === undefined) throw new Error('the server did not start');
    return server;
  };
}
