// The documented production set-up, tried for real: the app behind docs/production/nginx.conf
// (read from the file, so a regression there fails here), a client forging X-Forwarded-For.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { TEST_ORIGIN, buildTestApp } from '../helpers/test-app.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SHIPPED = readFileSync(join(repoRoot, 'docs/production/nginx.conf'), 'utf8');
const LIMIT = 3;
if (!NGINX) {
  console.warn(
    'nginx is not installed (Debian: apt-get install nginx-light): ' +
      'the tests through docs/production/nginx.conf are skipped',
  );
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The shipped configuration with only what a test must change: the upstream is the app under
 * test, nginx listens on a free loopback port, temporary files go under the test's prefix.
 * Every proxy_set_header line stays as shipped.
 */
function derivedConfig(appPort: number, listenPort: number, prefix: string) {
  const upstreams = SHIPPED.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;$/gm) ?? [];
  expect(upstreams.length).toBeGreaterThan(0);
  let config = SHIPPED;
  upstreams.forEach((line, i) => {
    config = config.replace(line, i === 0 ? `    server 127.0.0.1:${appPort};` : '');
  });
  config = config
    .replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${listenPort};`)
    .replace(/\/tmp\/academy-nginx-(\w+)/g, `${prefix}/$1`)
    // nginx creates the other modules' temporary directories too; keep them in the prefix.
    .replace(
      /^(\s*)(proxy_temp_path [^;]+;)$/m,
      ['fastcgi', 'uwsgi', 'scgi'].reduce(
        (lines, kind) => `${lines}\n$1${kind}_temp_path ${prefix}/${kind};`,
        '$1$2',
      ),
    );
  expect(config).toContain(`listen 127.0.0.1:${listenPort};`);
  return config;
}

async function startNginx(appPort: number) {
  const prefix = mkdtempSync(join(tmpdir(), 'academy-nginx-'));
  const listenPort = await freePort();
  const configPath = join(prefix, 'nginx.conf');
  writeFileSync(configPath, derivedConfig(appPort, listenPort, prefix));
  const nginx: ChildProcess = spawn(
    NGINX!,
    ['-p', prefix, '-c', configPath, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  afterAll(async () => {
    nginx.kill('SIGTERM');
    await new Promise((resolve) =>
      nginx.exitCode !== null ? resolve(null) : nginx.once('exit', resolve),
    );
    rmSync(prefix, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) return url;
    if (nginx.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let forged = 0;
const forgedAddress = () => `198.51.100.${(forged++ % 250) + 1}, 203.0.113.${forged % 250}`;

describe.skipIf(!NGINX)('behind the shipped nginx.conf', () => {
  // TRUST_PROXY=1 as documented beside it, and the proxy named by address: with either, a
  // client that makes up X-Forwarded-For is still itself.
  describe.each(['1', '127.0.0.1'])('with TRUST_PROXY=%s', async (trustProxy) => {
    const { app } = await buildTestApp({
      TRUST_PROXY: trustProxy,
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const nginx = await startNginx((app.server.address() as AddressInfo).port);

    it('a forged X-Forwarded-For, new on every request, still meets the sign-in limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) {
        const res = await fetch(`${nginx}/api/auth/login`, {
          method: 'POST',
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            'x-forwarded-for': forgedAddress(),
          },
          body: JSON.stringify({ email: `guess${i}@example.com`, password: 'Wrong1Password' }),
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(await res.json()).toEqual({
            message: 'Too many requests. Please try again in 1 minute.',
          });
        }
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(400), 429, 429, 429]);
    });
  });
});
