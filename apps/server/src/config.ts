import { resolve } from 'node:path';
import { z } from 'zod';

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
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ALLOWED_ORIGINS: optionalText,
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  CONTENT_ROOT: z.string().default(resolve(repoRoot, 'apps/server/content')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: bool,
  TRUST_PROXY: bool,
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GUEST_FREE_QUESTIONS: z.coerce.number().int().min(0).default(20),
  ACADEMY_EMAIL: z.email().default('tutor@academy.example'),
  MAIL_FROM: z.string().default('SAT Academy <no-reply@academy.example>'),
  SMTP_URL: optionalText,
  PUBLIC_FORM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
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
    redisUrl: e.REDIS_URL,
    webDistDir: e.WEB_DIST_DIR,
    contentRoot: e.CONTENT_ROOT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    session: {
      secureCookie: e.COOKIE_SECURE ?? production,
      idleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    },
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    guestFreeQuestions: e.GUEST_FREE_QUESTIONS,
    mail: { academyEmail: e.ACADEMY_EMAIL, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    /** Per client, per minute, on public forms (evaluation submit, tutor booking). */
    publicFormRateLimit: { max: e.PUBLIC_FORM_RATE_LIMIT_MAX, windowMs: 60_000 },
  };
}

export type Config = ReturnType<typeof loadConfig>;
