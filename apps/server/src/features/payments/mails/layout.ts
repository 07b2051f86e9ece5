import type { AcademyContact } from '@academy/shared/academy';
import { FAMILY_BILLING_ANCHOR } from '@academy/shared/family';
import { formatDateTime, oneLine, renderBlocks, type Block } from '../../mail/format.ts';
import { greeting, signOff } from '../../mail/layout.ts';
import type { NewMail } from '../../mail/outbox.ts';
import { buyerZone } from '../calendar.ts';

/** What every plan mail links to: the plan page and the academy's configured contact. */
export interface PlanMailing {
  /** The plan page (PUBLIC_URL/subscription), where the plan is seen and canceled. */
  planUrl: string;
  /** The Family page, where a parent sees the plan of a child they pay for. */
  familyUrl: string;
  academy: AcademyContact;
}

/** Who a plan mail goes to, and where its dates are written. */
export interface PlanMailReader extends PlanMailing {
  email: string;
  firstname: string;
  /** The zone the buyer's checkout recorded; null: unknown, the academy's (Dallas) is used. */
  timeZone: string | null;
  /** Set for a parent paying a child's plan (decision 035): the child's first name. */
  paysFor?: string;
  /** Set for the child whose plan a parent pays (decision 057): the parent's first name. */
  paidBy?: string;
  /**
   * With `paysFor` or `paidBy`: the child stopped sharing their progress with the parent who
   * pays, so the plan stopped renewing and that parent no longer sees it (decision 057).
   */
  sharingStopped?: boolean;
}

/** The parent who pays for the reader's plan, on one line; undefined: the reader pays. */
export const payerName = (reader: PlanMailReader) => reader.paidBy && oneLine(reader.paidBy);

/** The child whose plan the reader pays for, on one line; undefined: the plan is the reader's. */
export const childOf = (reader: PlanMailReader) => reader.paysFor && oneLine(reader.paysFor);

/** Whose plan a mail is about, said to this reader: "your", or to the payer, "Sam's". */
export const planOf = (reader: PlanMailReader) => {
  const child = childOf(reader);
  return child ? `${child}'s` : 'your';
};

/** A phrase that starts a sentence: "your plan" → "Your plan" ("Sam's" stays as it is). */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whose card a charge is on, said to this reader: "your card", or "Pat's card". */
export const cardOf = (reader: PlanMailReader) =>
  reader.paidBy ? `${payerName(reader)}'s card` : 'your card';

/** Where this reader sees the plan's billing: the plan page, or a payer's Family page. */
export const billingPlaceOf = (reader: PlanMailReader) =>
  reader.paysFor ? 'your Family page' : 'your plan page';

/**
 * Where the reader sees what the mail is about: their plan page; a payer, the child's plan on
 * their Family page, or, once the child stopped sharing (the plan is no longer shown to them),
 * their payments in its Billing section.
 */
function whereToSee(reader: PlanMailReader): Block {
  const child = childOf(reader);
  if (!child) return ['Your plan page: ', { url: reader.planUrl }];
  return reader.sharingStopped
    ? [
        'Your payments, in the Billing section of your Family page: ',
        { url: `${reader.familyUrl}#${FAMILY_BILLING_ANCHOR}` },
      ]
    : [`${child}'s plan on your Family page: `, { url: reader.familyUrl }];
}

/** The plan page, where the plan is seen, canceled or chosen again, and the academy's contact. */
export const planMailing = (config: { publicUrl: string; academy: AcademyContact }) => ({
  planUrl: `${config.publicUrl}/subscription`,
  familyUrl: `${config.publicUrl}/family`,
  academy: config.academy,
});

/** A moment in the buyer's time zone, with the zone written out. */
export const dateFor = (reader: PlanMailReader, date: Date) =>
  formatDateTime(date, buyerZone(reader.timeZone));

/**
 * A mail to the customer about their plan: greeting, the message, where to see the plan, how to
 * reach the academy (a reply reaches it, not the no-reply sender), and the academy's name.
 */
export function planMail(
  reader: PlanMailReader,
  kind: string,
  subject: string,
  blocks: Block[],
): NewMail {
  const payer = payerName(reader);
  const { text, html } = renderBlocks([
    greeting(reader.firstname),
    // The student whose parent pays: the parent manages the plan (decision 057). Said once
    // here, so the mails below need not say it again. The parent's mails name the child's plan.
    // Once the sharing stopped, the parent manages nothing: the mail says why it ends. "Manages",
    // not "changes or cancels": a one-time pass can be neither.
    ...(payer && !reader.sharingStopped
      ? [[`${payer} pays for your plan and manages it from their Family page.`] as Block]
      : []),
    ...blocks,
    whereToSee(reader),
    [`Questions? Call ${reader.academy.phone} or reply to this email.`],
    signOff,
  ]);
  return { kind, to: reader.email, replyTo: reader.academy.email, subject, text, html };
}
