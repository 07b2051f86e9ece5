import { ACADEMY } from '@academy/shared/academy';
import { EMAIL_CHANGE_TTL_HOURS } from '@academy/shared/email-change';
import { formatDateTime, oneLine } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import { accountMail, type AccountMailReader } from './account-mails.ts';

/** To the new address: the link that moves the account there. */
export function confirmNewEmailMail(
  reader: AccountMailReader,
  newEmail: string,
  link: string,
): NewMail & { kind: 'change-email' } {
  return {
    ...accountMail(
      { ...reader, email: newEmail },
      'change-email',
      'Confirm your new email address',
      [
        [
          `You asked to use this address for your ${ACADEMY.name} account. To confirm it, open ` +
            `this link within ${EMAIL_CHANGE_TTL_HOURS} hours:`,
        ],
        [{ url: link }],
        [
          'Until then you sign in with your current address. If you did not ask for this, ignore this email.',
        ],
      ],
    ),
    kind: 'change-email',
  };
}

/**
 * To a new address that already has an account: nothing changed, and the asker is not told
 * (the form's answer is the same), so an address's account is never given away.
 */
export function newEmailTakenMail(
  academy: AccountMailReader['academy'],
  newEmail: string,
  loginUrl: string,
): NewMail & { kind: 'change-email-taken' } {
  return {
    ...accountMail(
      // Nobody to name: the address's own account is not given away.
      { email: newEmail, firstname: '', academy },
      'change-email-taken',
      'Someone tried to use your email address',
      [
        [
          `Someone asked to move another ${ACADEMY.name} account to this address, which already ` +
            'has an account. Nothing was changed.',
        ],
        ['If it was you, sign in with this address instead: ', { url: loginUrl }],
      ],
    ),
    kind: 'change-email-taken',
  };
}

/** To the old address once the change is done: where the account went, and what to do if not them. */
export function emailChangedMail(reader: AccountMailReader, newEmail: string, at: Date): NewMail {
  return accountMail(reader, 'email-changed', 'Your email address was changed', [
    [
      `The email address of your ${ACADEMY.name} account was changed to ${oneLine(newEmail)} on ` +
        `${formatDateTime(at, ACADEMY.timeZone)}. From now on, sign in with it; our emails go there.`,
    ],
    ['If this was not you, call us or reply to this email at once.'],
  ]);
}
