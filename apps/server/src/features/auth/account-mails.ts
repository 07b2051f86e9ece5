import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { RESET_TOKEN_MINUTES } from '@academy/shared/account-security';
import { formatDateTime, renderBlocks, type Block } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

/** Who an account mail goes to, and the academy's configured contact it names. */
export interface AccountMailReader {
  email: string;
  firstname: string;
  academy: AcademyContact;
}

/** The reader of an account mail: the user, with the academy's contact from the config. */
export const accountMailReader = (
  user: { email: string; firstname: string },
  config: { academy: AcademyContact },
): AccountMailReader => ({ email: user.email, firstname: user.firstname, academy: config.academy });

/** A mail about the reader's account: greeting, the message, how to reach the academy. */
export function accountMail<Kind extends string>(
  reader: AccountMailReader,
  kind: Kind,
  subject: string,
  blocks: Block[],
) {
  const { text, html } = renderBlocks([
    greeting(reader.firstname),
    ...blocks,
    [`Questions? Call ${reader.academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  const replyTo = reader.academy.email;
  return { kind, to: reader.email, replyTo, subject, text, html } satisfies NewMail;
}

export function resetPasswordMail(reader: AccountMailReader, resetUrl: string) {
  return accountMail(reader, 'reset-password', 'Reset your password', [
    [`Someone asked to reset the password of your ${ACADEMY.name} account. To choose a new one:`],
    [{ url: resetUrl }],
    [
      `The link works once, for ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ` +
        'ignore this email: your password stays as it is.',
    ],
  ]);
}

/** After a reset or a change: every other device was signed out. */
export function passwordChangedMail(
  reader: AccountMailReader,
  at: Date,
  forgotUrl: string,
): NewMail {
  return accountMail(reader, 'password-changed', 'Your password was changed', [
    [
      `The password of your ${ACADEMY.name} account was changed on ` +
        `${formatDateTime(at, ACADEMY.timeZone)}, and your other devices were signed out.`,
    ],
    ['If this was not you, reset your password now and call us: ', { url: forgotUrl }],
  ]);
}

export function newSignInMail(
  reader: AccountMailReader,
  sign: { device: string; at: Date },
  profileUrl: string,
): NewMail {
  return accountMail(reader, 'new-sign-in', 'New sign-in to your account', [
    [`Your ${ACADEMY.name} account was just signed in to from a device it has not used before.`],
    {
      rows: [
        ['Device', sign.device],
        ['When', formatDateTime(sign.at, ACADEMY.timeZone)],
      ],
    },
    [
      'If this was you, there is nothing to do. If not, sign that device out and change your ' +
        'password on your profile page: ',
      { url: profileUrl },
    ],
    ['You can turn these emails off on the same page.'],
  ]);
}
