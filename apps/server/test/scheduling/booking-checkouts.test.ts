import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, tutorBookings, users } from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { TEST_ORIGIN, buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;

const CANCELLED_HOME = `${TEST_ORIGIN}/?booking=cancelled`;
const pathOf = (url: string) => new URL(url).pathname;

/** A browser's cookies: a session when signed in, the booking cookie once a booking set it. */
interface Browser {
  session?: string;
  booker?: string;
}

/**
 * Books `sessionCount` online sessions from `browser` (a new one by default), keeping the
 * booking cookie it is given, and returns the checkout page's path.
 */
async function book(
  contactInfo: string,
  browser: Browser = {},
  sessionCount = 1,
  studentId?: string,
) {
  const cookie = [browser.session, browser.booker].filter(Boolean).join('; ');
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { contactInfo, sessionType: 'online', sessionCount, ...(studentId ? { studentId } : {}) },
    cookie || undefined,
  );
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name.endsWith('academy_booker'));
  if (set) browser.booker = `${set.name}=${set.value}`;
  return pathOf(res.json().data.sessionUrl as string);
}

/**
 * Cancel on the checkout page, then the browser following the redirects as far as they stay on
 * the API (the web app takes over from there): where it lands.
 */
async function cancelAndFollow(checkout: string) {
  let res = await postForm(app, `${checkout}/cancel`);
  while (res.statusCode === 303 && res.headers.location!.startsWith(`${TEST_ORIGIN}/api/`)) {
    res = await app.inject({ method: 'GET', url: pathOf(res.headers.location!) });
  }
  expect(res.statusCode).toBe(303);
  return res.headers.location;
}

const bookingsOf = (contactInfo: string) =>
  db.select().from(tutorBookings).where(eq(tutorBookings.contactInfo, contactInfo));
const mailsTo = async (to: string) =>
  (await db.select().from(mailOutbox)).filter((m) => m.toAddress === to);

async function expectExpired(checkout: string) {
  const page = await app.inject({ method: 'GET', url: checkout });
  expect(page.body).toContain('This checkout has expired');
  expect(page.body).not.toMatch(/action="[^"]+\/pay"/);
  const refused = await postForm(app, `${checkout}/pay`);
  expect(refused.statusCode).toBe(409);
  expect(refused.body).toContain('No payment was taken.');
}

// A checkout left with Cancel, or replaced by a newer booking, cannot take money (decision 008).
describe('booking checkouts that were left', () => {
  it('Cancel closes the checkout: going Back to it and paying is refused', async () => {
    const dana = uniqueEmail('dana');
    const first = await book(dana);
    expect(await cancelAndFollow(first)).toBe(CANCELLED_HOME);
    await expectExpired(first);
    expect((await bookingsOf(dana)).map((b) => b.status)).toEqual(['pending']);
    expect(await mailsTo(dana)).toHaveLength(0);
  });

  it('the reported flow: cancel, book again and pay, then Back to the first: one paid booking', async () => {
    const dana = uniqueEmail('dana');
    const browser: Browser = {};
    const first = await book(dana, browser);
    await cancelAndFollow(first);
    const second = await book(dana, browser);
    expect((await postForm(app, `${second}/pay`)).statusCode).toBe(303);
    await expectExpired(first);
    const paid = (await bookingsOf(dana)).filter((b) => b.status === 'paid');
    expect(paid).toHaveLength(1);
    expect((await mailsTo(dana)).map((m) => m.kind)).toEqual(['booking-receipt']);
  });

  it('a new booking from the same browser closes its older open one; other browsers keep theirs', async () => {
    const dana = uniqueEmail('dana');
    const other = await book(uniqueEmail('other'));
    const browser: Browser = {};
    const older = await book(dana, browser);
    const newer = await book('214-555-0199', browser, 2);
    await expectExpired(older);
    expect((await postForm(app, `${newer}/pay`)).statusCode).toBe(303);
    expect((await postForm(app, `${other}/pay`)).statusCode).toBe(303);
  });

  it('the booking cookie is httpOnly, SameSite=Lax, and kept by the next booking', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: uniqueEmail('dana'),
      sessionType: 'online',
      sessionCount: 1,
    });
    const set = res.cookies.find((c) => c.name === 'academy_booker')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const browser: Browser = { booker: `academy_booker=${set.value}` };
    await book(uniqueEmail('dana'), browser);
    expect(browser.booker).toBe(`academy_booker=${set.value}`);
  });

  it('a signed-in user: a new booking closes their older open one, from any browser', async () => {
    const { cookie } = await signUp(app);
    const older = await book(uniqueEmail('parent'), { session: cookie });
    const newer = await book('214-555-0199', { session: cookie });
    await expectExpired(older);
    expect((await postForm(app, `${newer}/pay`)).statusCode).toBe(303);
  });

  it("a parent's checkout for a child is the parent's: the child's booking leaves it, the parent's next closes it", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    const forChild = await book(parent.email, { session: parent.cookie }, 1, child!.id);
    // The child books a session of their own: the parent's checkout stays payable.
    await book(student.email, { session: student.cookie });
    const page = await app.inject({ method: 'GET', url: forChild });
    expect(page.body).not.toContain('This checkout has expired');
    // The parent books again, from another browser: the older checkout closes.
    const again = await book(parent.email, { session: parent.cookie }, 2, child!.id);
    await expectExpired(forChild);
    expect((await postForm(app, `${again}/pay`)).statusCode).toBe(303);
  });

  it('two bookings from one browser at the same moment leave one checkout open', async () => {
    const dana = uniqueEmail('dana');
    const browser: Browser = { booker: 'academy_booker=AAAAAAAAAAAAAAAAAAAAAA' };
    const both = await Promise.all([book(dana, browser), book(dana, browser)]);
    const pays = await Promise.all(both.map((checkout) => postForm(app, `${checkout}/pay`)));
    expect(pays.map((res) => res.statusCode).sort()).toEqual([303, 409]);
  });

  it('a paid checkout is never closed: a new booking leaves it paid, and mails go once', async () => {
    const dana = uniqueEmail('dana');
    const browser: Browser = {};
    const paid = await book(dana, browser);
    await postForm(app, `${paid}/pay`);
    const again = await book(dana, browser, 3);
    const page = await app.inject({ method: 'GET', url: paid });
    expect(page.body).toContain('This checkout is already paid.');
    expect((await postForm(app, `${again}/pay`)).statusCode).toBe(303);
    const bookings = await bookingsOf(dana);
    expect(bookings.map((b) => [b.sessionCount, b.status]).sort()).toEqual([
      [1, 'paid'],
      [3, 'paid'],
    ]);
    expect(await mailsTo(dana)).toHaveLength(2);
  });

  it("a stranger booking with someone's contact cannot close their checkout", async () => {
    const victim = uniqueEmail('victim');
    const theirs = await book(victim); // the victim's browser, cookie A
    // The stranger, in another browser: without a booking cookie, then with one of their own.
    const strangers: Browser = {};
    await book(`  ${victim.toUpperCase()} `, strangers, 12);
    await book(victim, strangers, 12);
    const page = await app.inject({ method: 'GET', url: theirs });
    expect(page.body).toMatch(/action="[^"]+\/pay"/);
    expect((await postForm(app, `${theirs}/pay`)).statusCode).toBe(303);
    const paid = (await bookingsOf(victim)).filter((b) => b.status === 'paid');
    expect(paid.map((b) => b.sessionCount)).toEqual([1]);
  });

  it("nor a signed-in user's, by typing the email of their account", async () => {
    const { cookie, email } = await signUp(app);
    const theirs = await book(email, { session: cookie });
    const stranger = await signUp(app);
    await book(email, { session: stranger.cookie });
    await book(email);
    expect((await postForm(app, `${theirs}/pay`)).statusCode).toBe(303);
  });

  it("a paid checkout's cancel address leads to its success page and changes nothing", async () => {
    const dana = uniqueEmail('dana');
    const checkout = await book(dana);
    const cancelUrl = (await postForm(app, `${checkout}/cancel`)).headers.location!;
    await postForm(app, `${checkout}/pay`);
    const res = await app.inject({ method: 'GET', url: pathOf(cancelUrl) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      new RegExp(`^${TEST_ORIGIN}/scheduling/success\\?session_id=cs_local_`),
    );
    expect((await bookingsOf(dana)).map((b) => b.status)).toEqual(['paid']);
  });

  it('an unknown cancel address goes home with the form; one we never made is a 404', async () => {
    const cancel = (ref: string) =>
      app.inject({ method: 'GET', url: `/api/payments/scheduling/${ref}/cancel` });
    const unknown = await cancel('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(CANCELLED_HOME);
    expect((await cancel('TS-7K3P9Q')).statusCode).toBe(404);
  });
});
