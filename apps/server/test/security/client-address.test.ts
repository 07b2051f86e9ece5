// Who a client is, for every rate limit: its address, an IPv6 client its /64, and behind a proxy
// only what the configured hops vouch for.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, testConfig } from '../helpers/test-app.ts';

const signIn = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    // A new email each time: only the per-client limit is at work here.
    payload: JSON.stringify({ email: `c${Math.random()}@example.com`, password: 'Wrong1Pass' }),
  });

describe('rate limits per client address', async () => {
  const { app } = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });

  it('two addresses of one IPv6 /64 share one budget; another /64 has its own', async () => {
    expect((await signIn(app, '2001:db8:aa:1::1')).statusCode).toBe(400);
    expect((await signIn(app, '2001:db8:aa:1:8000:abcd:1234:5')).statusCode).toBe(400);
    expect((await signIn(app, '2001:db8:aa:1::ffff')).statusCode).toBe(429);
    expect((await signIn(app, '2001:db8:aa:2::1')).statusCode).toBe(400);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address; IPv4 neighbours are apart', async () => {
    expect((await signIn(app, '192.0.2.60')).statusCode).toBe(400);
    expect((await signIn(app, '::ffff:192.0.2.60')).statusCode).toBe(400);
    expect((await signIn(app, '192.0.2.60')).statusCode).toBe(429);
    expect((await signIn(app, '192.0.2.61')).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY=1: one proxy in front', async () => {
  const { app } = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });

  it('takes the address the proxy added, not what the client wrote before it', async () => {
    const proxy = '10.0.0.2';
    expect((await signIn(app, proxy, '1.1.1.1, 192.0.2.80')).statusCode).toBe(400);
    expect((await signIn(app, proxy, '2.2.2.2, 192.0.2.80')).statusCode).toBe(400);
    expect((await signIn(app, proxy, '3.3.3.3, 192.0.2.80')).statusCode).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect((await signIn(app, proxy, '192.0.2.81')).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY values', () => {
  const trust = (value: string) => testConfig({ TRUST_PROXY: value }).trustProxy;

  it('accepts off, a hop count, or addresses and CIDRs', () => {
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,2001:db8::/32,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('refuses `true` (every hop trusted: a client picks its address) and what is not an address', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true trusts every hop.*TRUST_PROXY=1/);
    expect(() => trust('10.0.0.5,proxy.internal')).toThrow(/proxy\.internal/);
    expect(() => trust('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});
