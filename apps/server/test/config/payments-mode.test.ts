import { describe, expect, it } from 'vitest';
import { loadConfig, TEST_CHECKOUT_ON_PUBLIC_URL } from '../../src/config.ts';
import { isLoopbackUrl } from '../../src/lib/loopback.ts';

// A fresh clone's `npm start`: production, nothing about payments set.
const newcomer = { NODE_ENV: 'production', PORT: '3000' };
const modeOf = (env: Record<string, string>) => loadConfig(env).payments.mode;

describe('which payments a server takes', () => {
  it('npm start on a fresh clone runs the test checkout (loopback PUBLIC_URL by default)', () => {
    expect(modeOf(newcomer)).toBe('test-checkout');
    expect(modeOf({ ...newcomer, PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('test-checkout');
    expect(modeOf({ ...newcomer, PUBLIC_URL: 'http://[::1]:3000' })).toBe('test-checkout');
    expect(loadConfig(newcomer).payments.testCheckoutOnPublicUrl).toBe(false);
  });

  // Decision 014: only this machine reaches the test checkout (and TEST_CLOCK's clock).
  it('listens on loopback while PUBLIC_URL is a loopback address, unless HOST says otherwise', () => {
    expect(loadConfig(newcomer).host).toBe('localhost');
    expect(loadConfig({ ...newcomer, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...newcomer, PUBLIC_URL: 'https://academy.example' }).host).toBe('0.0.0.0');
  });

  it('LOCAL_CHECKOUT_ENABLED=false turns it off, even on loopback', () => {
    expect(modeOf({ ...newcomer, LOCAL_CHECKOUT_ENABLED: 'false' })).toBe('off');
  });

  it('a public PUBLIC_URL without a provider has payments off', () => {
    expect(modeOf({ ...newcomer, PUBLIC_URL: 'https://academy.example' })).toBe('off');
    expect(modeOf({ NODE_ENV: 'development', PUBLIC_URL: 'http://10.0.0.5:3000' })).toBe('off');
  });

  it('refuses to start with the test checkout on a public PUBLIC_URL without the switch', () => {
    for (const env of [
      { ...newcomer, PUBLIC_URL: 'https://academy.example', LOCAL_CHECKOUT_ENABLED: 'true' },
      { ...newcomer, PUBLIC_URL: 'http://128.0.0.1', LOCAL_CHECKOUT_ENABLED: 'true' },
      {
        ...newcomer,
        PUBLIC_URL: 'https://academy.example',
        ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL: 'yes',
      },
    ]) {
      expect(() => loadConfig(env)).toThrow(/not a loopback address.*PAYMENTS_PROVIDER=stripe/s);
    }
  });

  it('starts it there with the loudly named switch, and says so', () => {
    const config = loadConfig({
      ...newcomer,
      PUBLIC_URL: 'https://staging.academy.example',
      LOCAL_CHECKOUT_ENABLED: 'true',
      ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL: TEST_CHECKOUT_ON_PUBLIC_URL,
    });
    expect(config.payments).toMatchObject({
      mode: 'test-checkout',
      localCheckoutEnabled: true,
      testCheckoutOnPublicUrl: true,
    });
  });

  it('Stripe is Stripe wherever the site is', () => {
    const stripe = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    expect(modeOf({ ...newcomer, ...stripe, PUBLIC_URL: 'https://academy.example' })).toBe(
      'stripe',
    );
    expect(modeOf({ ...newcomer, ...stripe })).toBe('stripe');
  });
});

describe('isLoopbackUrl', () => {
  it('knows this machine from others', () => {
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.8.9.1',
      'http://[::1]:80',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://academy.example',
      'http://localhost.example.com',
      'http://10.0.0.1',
      'http://[::2]',
      'http://0.0.0.0:3000',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
