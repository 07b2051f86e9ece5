// The academy's contact details come from configuration: every mail a customer reads gives the
// configured phone and answers to the configured address (decision 022).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { mailsTo, postForm, startCheckout, verify } from '../payments/helpers.ts';

const contact = {
  ACADEMY_CONTACT_EMAIL: 'frontdesk@summit-office.test',
  ACADEMY_PHONE: '(972) 555-0177',
  ACADEMY_ADDRESS: '100 Elm Street, Floor 2, Plano, TX 75024',
};
const { app, database } = await buildTestApp({ ...contact, PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;

const expectContact = (mail: { replyTo: string | null; textBody: string } | undefined) => {
  expect(mail!.replyTo).toBe(contact.ACADEMY_CONTACT_EMAIL);
  expect(mail!.textBody).toContain(contact.ACADEMY_PHONE);
};

describe('configured academy contact in mails', () => {
  it('a plan purchase mail gives the configured phone and answers to the configured address', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const path = new URL(await startCheckout(app, cookie, 'Monthly')).pathname;
    await postForm(app, `${path}/pay`);
    await verify(app, cookie, path.split('/').pop()!);
    const [mail] = await mailsTo(db, email, 'plan-purchase');
    expectContact(mail);
  });

  it('the evaluation receipt gives the configured phone and answers to the configured address', async () => {
    const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
    const first = questions.firstSectionQuestions[0];
    const email = 'contact.receipt@example.com';
    const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
      email,
      answers: { [first._id]: 'A' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(db, email, 'evaluation-receipt');
    expectContact(mail);
  });

  it('the tutor booking receipt names the configured phone and address to write to', async () => {
    const email = 'contact.booking@example.com';
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: email,
      sessionType: 'online',
      sessionCount: 1,
    });
    const path = new URL(res.json().data.sessionUrl as string).pathname;
    await postForm(app, `${path}/pay`);
    await jsonCall(
      app,
      'GET',
      `/api/payments/verify-scheduling-session?sessionId=${path.split('/').pop()}`,
    );
    const [mail] = await mailsTo(db, email, 'booking-receipt');
    expectContact(mail);
    expect(mail!.textBody).toContain(`write to ${contact.ACADEMY_CONTACT_EMAIL}`);
  });

  it("the academy's notices go to its contact address unless ACADEMY_EMAIL names another", () => {
    expect(loadConfig(contact).mail.academyEmail).toBe(contact.ACADEMY_CONTACT_EMAIL);
    expect(
      loadConfig({ ...contact, ACADEMY_EMAIL: 'tutor@summit-office.test' }).mail.academyEmail,
    ).toBe('tutor@summit-office.test');
  });
});

describe('academy contact settings', () => {
  it('are read into the parts the site shows, with a tel: link', () => {
    expect(loadConfig(contact).academy).toEqual({
      email: 'frontdesk@summit-office.test',
      phone: '(972) 555-0177',
      phoneHref: 'tel:+19725550177',
      street: '100 Elm Street, Floor 2',
      city: 'Plano',
      region: 'TX',
      postalCode: '75024',
    });
  });

  it('default to a Dallas office, never an .example domain', () => {
    const { academy, mail } = loadConfig({});
    expect(academy).toMatchObject({ city: 'Dallas', region: 'TX' });
    expect(
      JSON.stringify({ academy, academyEmail: mail.academyEmail, from: mail.from }),
    ).not.toMatch(/\.example\b/);
  });

  it.each([
    ['ACADEMY_PHONE', '555-0177'],
    ['ACADEMY_ADDRESS', '100 Elm Street Plano'],
    ['ACADEMY_CONTACT_EMAIL', 'not an address'],
  ])('refuse a bad %s at start, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`Invalid configuration:[^]*${name}`),
    );
  });
});
