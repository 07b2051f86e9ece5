import { resolve } from 'node:path';
import { ACADEMY, readAcademyContact } from '@academy/shared/academy';
import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy.ts';
import { isLoopbackUrl } from './lib/loopback.ts';

export const repoRoot = resolve(import.meta.dirname, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: loopback while PUBLIC_URL is (the test checkout and test clock stay this machine's). */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ALLOWED_ORIGINS: optionalText,
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  DATABASE_URL: optionalText,
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().default('academy-'),
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  CONTENT_ROOT: z.string().default(resolve(repoRoot, 'apps/server/content')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: bool,
  TRUST_PROXY: optionalText,
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  SIGN_IN_LOCK_FAILURES: z.coerce.number().int().positive().default(5),
  SIGN_IN_LOCK_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  // A family, or a class signing up together on the academy's Wi-Fi, shares one address.
  SIGNUP_DAILY_LIMIT: z.coerce.number().int().positive().default(20),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GUEST_FREE_QUESTIONS: z.coerce.number().int().min(0).default(20),
  // The academy's inbox for evaluation reports and booking notices; by default its contact address.
  ACADEMY_EMAIL: optionalText.pipe(z.email().optional()),
  ACADEMY_CONTACT_EMAIL: z.string().optional(),
  ACADEMY_PHONE: z.string().optional(),
  ACADEMY_ADDRESS: z.string().optional(),
  // Named as the site names the academy: an inbox shows this name beside every mail.
  MAIL_FROM: z.string().default(`${ACADEMY.name} <no-reply@summitprepacademy.com>`),
  SMTP_URL: optionalText,
  PUBLIC_FORM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(30),
  MAIL_STUCK_MINUTES: z.coerce.number().positive().default(60),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  LOCAL_CHECKOUT_ENABLED: bool,
  ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  STRIPE_PRICE_IDS: optionalText,
  // Stripe Tax on checkouts and plan changes: off unless the academy has set it up (issue 41).
  STRIPE_AUTOMATIC_TAX: bool,
  // A failed renewal keeps access this many days while the card is updated (issue 41).
  PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /** Test-only: how many seconds a minute of a timed test lasts (needs TEST_CLOCK=on). */
  TESTS_MINUTE_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
});

export type Env = z.input<typeof envSchema>;

/** The only value of ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL that lets the test checkout face the world. */
export const TEST_CHECKOUT_ON_PUBLIC_URL = 'yes-anyone-can-get-plans-free';

/**
 * How this server takes payments (decision 014): Stripe; the local test checkout, on by default
 * when only this machine can reach the site (a fresh clone's `npm start`), refused on a public
 * address unless the loud switch is set; or off.
 */
function paymentsMode(e: z.output<typeof envSchema>, publicUrl: string) {
  if (e.PAYMENTS_PROVIDER === 'stripe') return 'stripe' as const;
  if (e.LOCAL_CHECKOUT_ENABLED === false) return 'off' as const;
  if (isLoopbackUrl(publicUrl)) return 'test-checkout' as const;
  const allowed = e.ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL;
  if (!e.LOCAL_CHECKOUT_ENABLED && allowed === undefined) return 'off' as const;
  if (allowed !== TEST_CHECKOUT_ON_PUBLIC_URL) {
    throw new Error(
      `Invalid configuration:\n  the local test checkout gives every plan away and PUBLIC_URL ` +
        `${publicUrl} is not a loopback address: set PAYMENTS_PROVIDER=stripe, or ` +
        `ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL=${TEST_CHECKOUT_ON_PUBLIC_URL} if that is what you want`,
    );
  }
  return 'test-checkout' as const;
}

/** STRIPE_PRICE_IDS="Monthly=price_123,Yearly=price_456": Stripe prices to use instead of price_data. */
function parsePriceIds(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]);
  return Object.fromEntries(pairs);
}

/** The academy's contact settings (packages/shared/src/academy.ts), refused as the others are. */
function academyContact(e: Parameters<typeof readAcademyContact>[0]) {
  try {
    return readAcademyContact(e);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) {
    throw new Error(`Invalid configuration:\n  ${trustProxy.error}`);
  }
  const production = e.NODE_ENV === 'production';
  const academy = academyContact(e);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const payments = paymentsMode(e, publicUrl);
  // Anyone could make their reviews due at will: only this machine may move the clock (111).
  if (e.TEST_CLOCK === 'on' && !isLoopbackUrl(publicUrl)) {
    throw new Error(
      `Invalid configuration:\n  TEST_CLOCK=on lets any user move the server's clock and PUBLIC_URL ` +
        `${publicUrl} is not a loopback address`,
    );
  }
  if (e.TESTS_MINUTE_SECONDS !== 60 && e.TEST_CLOCK !== 'on') {
    throw new Error(
      'Invalid configuration:\n  TESTS_MINUTE_SECONDS shortens timed tests for browser tests only: ' +
        'it needs TEST_CLOCK=on',
    );
  }
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST ?? (isLoopbackUrl(publicUrl) ? 'localhost' : '0.0.0.0'),
    port: e.PORT,
    publicUrl,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(e.ALLOWED_ORIGINS?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? []),
    ],
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    /**
     * PostgreSQL cancels a statement running longer (0: never), so one stuck behind a lock or
     * gone slow answers 503 instead of holding a pooled connection until the pool runs dry.
     */
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    /** Before every Redis key, so two deployments (or test apps) can share one Redis. */
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDistDir: e.WEB_DIST_DIR,
    contentRoot: e.CONTENT_ROOT,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    session: {
      secureCookie: e.COOKIE_SECURE ?? production,
      idleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    },
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    /** Failed sign-ins per email, from any client, before that email's sign-in is locked. */
    signInLock: { maxFailures: e.SIGN_IN_LOCK_FAILURES, windowMs: e.SIGN_IN_LOCK_WINDOW_MS },
    /** Accounts created per client address (IPv6: per /64) in 24 hours. */
    signupDailyLimit: e.SIGNUP_DAILY_LIMIT,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    guestFreeQuestions: e.GUEST_FREE_QUESTIONS,
    /** How the site and the mails tell people to reach the academy. */
    academy,
    mail: {
      academyEmail: e.ACADEMY_EMAIL ?? academy.email,
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      stuckAfterMs: e.MAIL_STUCK_MINUTES * 60_000,
    },
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      /** What /api/health and /api/config report: 'stripe', 'test-checkout' or 'off'. */
      mode: payments,
      localCheckoutEnabled: payments === 'test-checkout',
      /** The test checkout on an address others can reach: every start says so loudly. */
      testCheckoutOnPublicUrl: payments === 'test-checkout' && !isLoopbackUrl(publicUrl),
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        priceIds: parsePriceIds(e.STRIPE_PRICE_IDS),
        automaticTax: e.STRIPE_AUTOMATIC_TAX ?? false,
      },
      pastDueGraceMs: e.PAST_DUE_GRACE_DAYS * 86_400_000,
    },
    /** POST /api/test/clock moves the clock of review scheduling (decision 024). */
    testClock: e.TEST_CLOCK === 'on',
    /** How long a minute of a timed test lasts, in milliseconds (shortened only for tests). */
    testsMinuteMs: e.TESTS_MINUTE_SECONDS * 1000,
    /** Per client, per minute, on public forms (evaluation submit, tutor booking). */
    publicFormRateLimit: { max: e.PUBLIC_FORM_RATE_LIMIT_MAX, windowMs: 60_000 },
  };
}

export type Config = ReturnType<typeof loadConfig>;
