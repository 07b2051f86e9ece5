import type { Db } from '../../db/client.ts';
import { notifyMailQueued, type NewMail } from './outbox.ts';
import { createMailRepository } from './repository.ts';

const HOUR_MS = 60 * 60_000;

/**
 * At most `max` mails of a kind to one address per `windowMs`: mails anyone can make the site
 * send to any address (the evaluation receipt, a password reset, an email verification), so
 * that the site cannot be used to flood someone's inbox.
 */
export const MAIL_CAPS = {
  'evaluation-receipt': { max: 3, windowMs: 24 * HOUR_MS },
  'reset-password': { max: 3, windowMs: HOUR_MS },
  'verify-email': { max: 3, windowMs: HOUR_MS },
  'signup-attempt': { max: 3, windowMs: HOUR_MS },
  // A student can type any address: a parent is invited a few times a day at most.
  'family-invite': { max: 3, windowMs: 24 * HOUR_MS },
  // A signed-in owner types the new address: its link, or word that it is taken.
  'change-email': { max: 3, windowMs: HOUR_MS },
  'change-email-taken': { max: 3, windowMs: HOUR_MS },
} as const;

export type CappedMailKind = keyof typeof MAIL_CAPS;

/**
 * Queues `mail` unless its recipient already had its kind's cap of mails within the window, and
 * says whether it did. Decided in the database (the outbox is the count, several instances
 * agree), under a per-recipient lock held until the transaction ends. Pass a transaction to
 * queue it with the change it reports (then call notifyMailQueued after commit); pass the
 * database to queue and wake the sender now. Over the cap, the caller answers as usual: the
 * answer must not tell who was mailed.
 */
export async function enqueueCappedMail(
  db: Db,
  mail: NewMail & { kind: CappedMailKind },
  { notify = false } = {},
): Promise<boolean> {
  const { max, windowMs } = MAIL_CAPS[mail.kind];
  const queued = await db.transaction(async (tx) => {
    const repo = createMailRepository(tx as unknown as Db);
    await repo.lockRecipient(mail.kind, mail.to);
    const sent = await repo.countSince(mail.kind, mail.to, new Date(Date.now() - windowMs));
    if (sent >= max) return false;
    await repo.insert([mail]);
    return true;
  });
  if (queued && notify) notifyMailQueued();
  return queued;
}

/**
 * When `to` may be sent one more mail of `kind`: as the oldest of the last `max` mails in the
 * window leaves it. For a caller whose answer may say so (the owner of the address asking).
 */
export async function cappedMailRetryAt(db: Db, kind: CappedMailKind, to: string, now: Date) {
  const { max, windowMs } = MAIL_CAPS[kind];
  const times = await createMailRepository(db).queuedTimesSince(
    kind,
    to,
    new Date(now.getTime() - windowMs),
  );
  const freeing = times[max - 1];
  // Under the cap again already (the window moved since the refusal): try again at once.
  return freeing ? new Date(freeing.getTime() + windowMs) : now;
}
