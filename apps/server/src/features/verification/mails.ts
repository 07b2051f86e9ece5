import { ACADEMY } from '@academy/shared/academy';
import { accountMail, type AccountMailReader } from '../auth/account-mails.ts';

/** The link that proves the address: it works once, for 24 hours. */
export const verificationMail = (reader: AccountMailReader, link: string) =>
  accountMail(reader, 'verify-email', 'Verify your email address', [
    [`Please confirm that this is your email address by opening this link:`],
    [{ url: link }],
    ['The link works once and expires in 24 hours.'],
    [`If you did not create an account at ${ACADEMY.name}, you can ignore this email.`],
  ]);

/**
 * Someone signed up with an address that already has an account: no new account was made, and
 * the owner (who may have forgotten the account) learns how to get back in.
 */
export const signupAttemptMail = (
  reader: AccountMailReader,
  links: { signIn: string; forgotPassword: string },
) =>
  accountMail(reader, 'signup-attempt', 'Someone tried to create an account with your email', [
    [
      `Someone, perhaps you, tried to create a new ${ACADEMY.name} account with this email ` +
        'address. You already have an account, so no new one was created.',
    ],
    ['To sign in: ', { url: links.signIn }],
    ['Forgot your password? Set a new one here: ', { url: links.forgotPassword }],
    ['If this was not you, you can ignore this email: your account is unchanged.'],
  ]);
