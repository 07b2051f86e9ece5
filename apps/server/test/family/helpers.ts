import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import type { FakeStripe } from '../payments/fake-stripe.ts';
import { postForm, verify } from '../payments/helpers.ts';

/** POST /api/profile/family-access: the student invites `email`. */
export const invite = (app: FastifyInstance, cookie: string, email: string) =>
  jsonCall(app, 'POST', '/api/profile/family-access', { email }, cookie);

/** The raw token of the newest invitation mailed to `email`, read from the outbox. */
export async function mailedInviteToken(database: Database, email: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'family-invite')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.textBody.match(/\/family\/accept\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export const accept = (app: FastifyInstance, cookie: string, token: string) =>
  jsonCall(app, 'POST', '/api/family/invitations/accept', { token }, cookie);

/**
 * A student and a parent linked through a genuine invitation, as the pages do it. A `child`
 * given must have a verified address, as sharing needs.
 */
export async function linkedFamily(
  app: FastifyInstance,
  database: Database,
  child?: Awaited<ReturnType<typeof signUp>>,
) {
  const student = child ?? (await signUpVerified(app, database, { firstname: 'Sam' }));
  const parentEmail = uniqueEmail('parent');
  const invited = await invite(app, student.cookie, parentEmail);
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const token = await mailedInviteToken(database, parentEmail);
  const parent = await signUp(app, { email: parentEmail, firstname: 'Pat' });
  const accepted = await accept(app, parent.cookie, token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { student, parent };
}

type Account = Awaited<ReturnType<typeof signUp>>;

/** GET /api/family/children as `parent`. */
export const childrenOf = async (app: FastifyInstance, parent: Account) =>
  (await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)).json();

/** POST /api/family/children/:id/plan/<action>: the paying parent's plan calls (decision 057). */
export const childPlanCall = (
  app: FastifyInstance,
  parent: Account,
  childId: string,
  action: string,
  body?: object,
) =>
  jsonCall(
    app,
    'POST',
    `/api/family/children/${childId}/plan/${action}`,
    body ?? {},
    parent.cookie,
  );

/** A linked family whose parent paid a plan (Monthly unless told) for the child on the local checkout. */
export async function paidByParent(
  app: FastifyInstance,
  database: Database,
  child?: Awaited<ReturnType<typeof signUp>>,
  subscriptionTier = 'Monthly',
) {
  const family = await linkedFamily(app, database, child);
  const [linked] = await childrenOf(app, family.parent);
  const res = await jsonCall(
    app,
    'POST',
    `/api/family/children/${linked.id}/checkout`,
    { subscriptionTier },
    family.parent.cookie,
  );
  const page = await app.inject({
    method: 'GET',
    url: new URL(res.json().data.sessionUrl).pathname,
  });
  await postForm(app, /action="([^"]+\/pay)"/.exec(page.body)![1]!);
  return { ...family, childId: linked.id as string };
}

/** A linked family whose parent paid the child's plan (Monthly unless told) on Stripe (the fake). */
export async function paidOnStripe(
  app: FastifyInstance,
  database: Database,
  fake: FakeStripe,
  subscriptionTier = 'Monthly',
) {
  const { parent, student } = await linkedFamily(app, database);
  const [child] = await childrenOf(app, parent);
  const checkout = await jsonCall(
    app,
    'POST',
    `/api/family/children/${child.id}/checkout`,
    { subscriptionTier },
    parent.cookie,
  );
  const sessionId = fake.sessionIdFromUrl(checkout.json().data.sessionUrl);
  fake.completeSession(sessionId);
  const verified = await verify(app, student.cookie, sessionId);
  return { parent, student, child, sessionId, verified };
}
