import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox, subscriptions, users } from '../../src/db/schema/index.ts';
import { announceUserChanged } from '../../src/features/auth/user-changes.ts';
import { formatDateTime } from '../../src/features/mail/format.ts';
import { TEST_ORIGIN, jsonCall } from '../helpers/test-app.ts';
import type { FakeStripe } from './fake-stripe.ts';

/** POST /api/payments/subscription for a tier (and more fields), answering the raw response. */
export const requestCheckout = (
  app: FastifyInstance,
  cookie: string | undefined,
  subscriptionTier: unknown,
  more: Record<string, unknown> = {},
) => jsonCall(app, 'POST', '/api/payments/subscription', { subscriptionTier, ...more }, cookie);

/** POST /api/payments/subscription, returning the session URL (throws on a non-200). */
export async function startCheckout(
  app: FastifyInstance,
  cookie: string,
  subscriptionTier: string,
  more: Record<string, unknown> = {},
) {
  const res = await requestCheckout(app, cookie, subscriptionTier, more);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data.sessionUrl as string;
}

export const verify = (app: FastifyInstance, cookie: string | undefined, sessionId: string) =>
  jsonCall(
    app,
    'GET',
    `/api/payments/verify-checkout-session?sessionId=${encodeURIComponent(sessionId)}`,
    undefined,
    cookie,
  );

export const current = async (app: FastifyInstance, cookie: string) =>
  (await jsonCall(app, 'GET', '/api/payments/current-subscription', undefined, cookie)).json().data;

export const profileTier = async (app: FastifyInstance, cookie: string) =>
  (await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).json();

/** Delivers a signed Stripe event to the webhook. */
export const deliver = (app: FastifyInstance, fake: FakeStripe, event: unknown) => {
  const { payload, headers } = fake.signed(event);
  return app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers });
};

/** Stripe Checkout's customer pays; returns the session id. */
export async function payOnStripe(
  app: FastifyInstance,
  fake: FakeStripe,
  cookie: string,
  tier: string,
  more: Record<string, unknown> = {},
) {
  const url = await startCheckout(app, cookie, tier, more);
  const sessionId = fake.sessionIdFromUrl(url);
  fake.completeSession(sessionId);
  return sessionId;
}

/** The stand-in card page's Save, as a browser posts it: it pays a renewal still due. */
export const saveLocalCard = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/local-card',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** A form post from the local checkout page, as a browser sends it. */
/** The local test checkout's renewal of the caller's plan: its next period, paid or failed. */
export const renewLocally = (app: FastifyInstance, cookie: string, outcome: 'paid' | 'failed') =>
  jsonCall(app, 'POST', '/api/payments/local-checkout/renewal', { outcome }, cookie);

export const postForm = (app: FastifyInstance, url: string, origin = TEST_ORIGIN) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

export const MONTH_MS = 30 * 86_400_000;
export const DAY_MS = 86_400_000;

/**
 * The mails queued to `to`, of one kind when given, oldest first. Without a kind, the
 * verification link every buyer was mailed at sign-up is left out: these are the plan's mails.
 */
export async function mailsTo(db: Db, to: string, kind?: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.filter((row) => (kind ? row.kind === kind : row.kind !== 'verify-email'));
}

/**
 * The one cancellation mail to `to` names `lastDay` (Dallas time) as the day access ends, and
 * that is not `notLastDay` (the end of the month paid before a renewal failed, say).
 */
export async function expectCanceledMailEnding(
  db: Db,
  to: string,
  lastDay: string,
  notLastDay: string,
) {
  const mails = await mailsTo(db, to, 'plan-canceled');
  expect(mails).toHaveLength(1);
  const day = (iso: string) => formatDateTime(new Date(iso), 'America/Chicago');
  expect(mails[0]!.textBody).toContain(`You keep full access until ${day(lastDay)}.`);
  expect(mails[0]!.textBody).toContain(`Access ends: ${day(lastDay)}`);
  expect(day(lastDay)).not.toBe(day(notLastDay));
}

/**
 * Time passing for one user's paid access, without faking the clock (sessions would expire):
 * every time stored of their purchases and tier moves back instead.
 */
export function timeTravel(db: Db) {
  /**
   * As if `ms` had passed. What the app keeps of the row in memory is dropped, as it would hold
   * the times before the move.
   */
  async function travel(userId: string, ms: number) {
    const back = (column: unknown) => sql`${column} - make_interval(secs => ${ms / 1000})`;
    await db
      .update(subscriptions)
      .set({
        currentPeriodStart: back(subscriptions.currentPeriodStart),
        currentPeriodEnd: back(subscriptions.currentPeriodEnd),
        endedAt: back(subscriptions.endedAt),
        graceEndsAt: back(subscriptions.graceEndsAt),
      })
      .where(eq(subscriptions.userId, userId));
    await db
      .update(users)
      .set({
        subscriptionEndDate: back(users.subscriptionEndDate),
        subscriptionTierUntil: back(users.subscriptionTierUntil),
      })
      .where(eq(users.id, userId));
    announceUserChanged(db, userId);
    return ms;
  }

  /**
   * Moves the user's time to `lead` ms before `at`, a time of their access as it was read;
   * answers how a time read before is stored now.
   */
  async function travelTo(userId: string, at: string, lead: number) {
    const ms = await travel(userId, new Date(at).getTime() - Date.now() - lead);
    return (read: string) => new Date(new Date(read).getTime() - ms).toISOString();
  }

  return { travelTo };
}

/** POST /api/payments/change-plan: the preview, or the change with `confirm`. */
export const changePlan = (
  app: FastifyInstance,
  cookie: string,
  subscriptionTier: unknown,
  confirm?: boolean,
) =>
  jsonCall(
    app,
    'POST',
    '/api/payments/change-plan',
    { subscriptionTier, ...(confirm === undefined ? {} : { confirm }) },
    cookie,
  );

export const billingHistory = async (app: FastifyInstance, cookie: string) =>
  (await jsonCall(app, 'GET', '/api/payments/history', undefined, cookie)).json().data.items;

/** Buys a plan on the local test checkout (Pay pressed). */
export async function payLocally(app: FastifyInstance, cookie: string, tier: string) {
  const url = await startCheckout(app, cookie, tier);
  const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
  const pay = /action="([^"]+\/pay)"/.exec(page.body)![1]!;
  await postForm(app, pay);
}
